import dayjs from 'dayjs';

/** «Сегодня», «Завтра» or «25 ноября»: a birthday this year, never the year of birth. */
export function birthdayLabel(birthday: string, today: dayjs.Dayjs): string {
  const monthDay = birthday.slice(5, 10);
  let next = dayjs(`${today.year()}-${monthDay}`).locale(today.locale());
  if (next.isBefore(today.startOf('day'))) next = next.add(1, 'year');
  const days = next.diff(today.startOf('day'), 'day');
  if (days === 0) return 'Сегодня';
  if (days === 1) return 'Завтра';
  return next.format('D MMMM');
}
