/** Default texts of the shared buttons (§2 "Shared widgets"). */
export const EDIT_TEXT = 'Изменить';
export const DELETE_TEXT = 'Удалить';
export const SAVE_CHANGES_TEXT = 'Сохранить изменения';

/** Confirm popup defaults. */
export const CONFIRM_DELETE_TEXT = 'Да, удалить';
export const CANCEL_TEXT = 'Отмена';
export const CONFIRM_TITLE = 'Подтвердите действие';

/** Accessible name of a popup's X button. */
export const CLOSE_TEXT = 'Закрыть';
