/**
 * Marks a form field the visitor left before its island hydrated (set by `client:interaction`), so
 * the form checks it once it has taken the field over, as it checks every field on leaving it.
 */
export const LEFT_BEFORE_HYDRATION = 'data-left-before-hydration';
