/** The choices of a yes/no radio filter (activity, publication…). */
export const YES_NO_OPTIONS = [
  { value: true, label: 'Да' },
  { value: false, label: 'Нет' },
] as const;
