/** The form's messages, limits and parsers without yup: shared by its values (forms.ts) and its schema (validation.ts), so neither imports the other both ways. */

/** A Telegram username as people share it («@utro_coffee»): 5–32 letters, digits or underscores. */
export const TELEGRAM_HANDLE = /^@([A-Za-z0-9_]{5,32})$/;
