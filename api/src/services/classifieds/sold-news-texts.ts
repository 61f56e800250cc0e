// The push that tells the people who saved an item that it sold (decision 0063), in each of the app's languages.
import type { Language } from '@yardsale/core/constants';

export interface SoldNewsTexts {
  title: string;
  body: (title: string) => string;
}

export const SOLD_NEWS_TEXTS: Record<Language, SoldNewsTexts> = {
  en: { title: 'An item you saved has sold', body: (title) => `${title} is no longer for sale.` },
  es: { title: 'Se vendió un anuncio que guardaste', body: (title) => `${title} ya no está a la venta.` },
  fr: { title: 'Un article que vous avez enregistré est vendu', body: (title) => `${title} n’est plus à vendre.` },
  de: { title: 'Eine gemerkte Anzeige ist verkauft', body: (title) => `${title} ist nicht mehr zu haben.` },
  zh: { title: '您收藏的信息已售出', body: (title) => `${title} 已不再出售。` },
  ja: { title: '保存した出品が売約済みになりました', body: (title) => `${title}は販売終了しました。` },
  ko: { title: '저장한 물품이 판매되었습니다', body: (title) => `${title}: 판매가 완료되었습니다.` },
};
