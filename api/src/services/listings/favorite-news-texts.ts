// The titles of the pushes that tell people a favorite sale changed or was called off (decision
// 0066), in each of the app's languages. Their bodies are the sale's own words and facts.
import type { Language } from '@yardsale/core/constants';

export interface FavoriteNewsTexts {
  /** Its days, hours or place are not what they were. */
  changed: string;
  /** Its seller deleted it before it ended. */
  calledOff: string;
}

export const FAVORITE_NEWS_TEXTS: Record<Language, FavoriteNewsTexts> = {
  en: { changed: 'A favorite sale has changed', calledOff: 'A favorite sale has been called off' },
  es: { changed: 'Una de tus ventas favoritas ha cambiado', calledOff: 'Una de tus ventas favoritas se ha cancelado' },
  fr: { changed: 'Une de vos ventes favorites a changé', calledOff: 'Une de vos ventes favorites est annulée' },
  de: { changed: 'Ein Flohmarkt aus Ihren Favoriten hat sich geändert', calledOff: 'Ein Flohmarkt aus Ihren Favoriten fällt aus' },
  zh: { changed: '您收藏的售卖有变动', calledOff: '您收藏的售卖已取消' },
  ja: { changed: 'お気に入りのセールが変更されました', calledOff: 'お気に入りのセールが中止になりました' },
  ko: { changed: '즐겨찾기한 세일이 변경되었습니다', calledOff: '즐겨찾기한 세일이 취소되었습니다' },
};
