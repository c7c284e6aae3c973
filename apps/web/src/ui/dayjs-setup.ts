import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
dayjs.locale('ru');
// The ru locale already starts weeks on Monday; pinned here because every calendar must start on Monday.
dayjs.updateLocale('ru', { weekStart: 1 });

export { dayjs };
