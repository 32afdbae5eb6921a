/** The «Сохранить вид» button and its dialog's title. */
export const SAVE_VIEW_TEXT = 'Сохранить вид';
