// The morning push of a sale day (decision 0042) in each of the app's languages. `time` is the
// opening time as the language writes it ('9:00 AM', '9 h 00').
import type { Language } from '@yardsale/core/constants';

export interface ReminderTexts {
  /** One favorite open today. */
  oneTitle: (time: string) => string;
  /** Several: how many, and the next to open (one may be open already). */
  manyTitle: (count: number) => string;
  manyBody: (title: string, time: string) => string;
}

/** Spanish says 'a la 1:00' but 'a las 9:00'. */
const atTheHour = (time: string) => (/^1\D/.test(time) ? 'a la' : 'a las');

export const REMINDER_TEXTS: Record<Language, ReminderTexts> = {
  en: {
    oneTitle: (time) => `Your favorite sale opens today at ${time}`,
    manyTitle: (count) => `${count} of your favorite sales are open today`,
    manyBody: (title, time) => `Next to open: ${title}, at ${time}`,
  },
  es: {
    oneTitle: (time) => `Tu venta favorita abre hoy ${atTheHour(time)} ${time}`,
    manyTitle: (count) => `${count} de tus ventas favoritas abren hoy`,
    manyBody: (title, time) => `La próxima en abrir: ${title}, ${atTheHour(time)} ${time}`,
  },
  fr: {
    oneTitle: (time) => `Votre vente favorite ouvre aujourd’hui à ${time}`,
    manyTitle: (count) => `${count} de vos ventes favorites ouvrent aujourd’hui`,
    manyBody: (title, time) => `Prochaine à ouvrir : ${title}, à ${time}`,
  },
  de: {
    oneTitle: (time) => `Ein Flohmarkt aus Ihren Favoriten öffnet heute um ${time} Uhr`,
    manyTitle: (count) => `${count} Flohmärkte aus Ihren Favoriten sind heute geöffnet`,
    manyBody: (title, time) => `Als Nächstes öffnet ${title}, um ${time} Uhr`,
  },
  zh: {
    oneTitle: (time) => `您收藏的售卖今天 ${time} 开始`,
    manyTitle: (count) => `您收藏的 ${count} 场售卖今天开放`,
    manyBody: (title, time) => `下一场开始：${title}（${time}）`,
  },
  ja: {
    oneTitle: (time) => `お気に入りのセールが今日 ${time} に始まります`,
    manyTitle: (count) => `お気に入りのセール ${count} 件が今日開催されます`,
    manyBody: (title, time) => `次に始まるのは ${title}（${time}）`,
  },
  ko: {
    oneTitle: (time) => `즐겨찾는 세일이 오늘 ${time}에 시작합니다`,
    manyTitle: (count) => `즐겨찾는 세일 ${count}개가 오늘 열립니다`,
    manyBody: (title, time) => `다음 시작: ${title} (${time})`,
  },
};
