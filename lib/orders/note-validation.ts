import { object, string } from 'yup';
import { NOTE_MAX, noteMessages } from './timeline';

/**
 * The note form's schema, apart from ./timeline: the order card shows the timeline at once,
 * and yup loads only when a note is first checked.
 */
export const noteSchema = object({
  text: string().trim().required(noteMessages.required).max(NOTE_MAX, noteMessages.tooLong),
});
