// The push of a price drop (decision 0060) in each of the app's languages. `price` and `before` are
// written as the language writes dollars ('$40', '40 $'); a drop to 0 has words of its own.
import type { Language } from '@yardsale/core/constants';

export interface PriceDropTexts {
  title: string;
  body: (title: string, price: string, before: string) => string;
  freeBody: (title: string, before: string) => string;
}

export const PRICE_DROP_TEXTS: Record<Language, PriceDropTexts> = {
  en: {
    title: 'Price drop on an item you saved',
    body: (title, price, before) => `${title}: now ${price}, was ${before}`,
    freeBody: (title, before) => `${title}: now free, was ${before}`,
  },
  es: {
    title: 'Bajó el precio de un anuncio que guardaste',
    body: (title, price, before) => `${title}: ahora ${price}, antes ${before}`,
    freeBody: (title, before) => `${title}: ahora gratis, antes ${before}`,
  },
  fr: {
    title: 'Baisse de prix d’une annonce que vous avez enregistrée',
    body: (title, price, before) => `${title} : ${price} au lieu de ${before}`,
    freeBody: (title, before) => `${title} : désormais gratuit, au lieu de ${before}`,
  },
  de: {
    title: 'Preissenkung bei einer gemerkten Anzeige',
    body: (title, price, before) => `${title}: jetzt ${price} statt ${before}`,
    freeBody: (title, before) => `${title}: jetzt zu verschenken, vorher ${before}`,
  },
  zh: {
    title: '您收藏的信息降价了',
    body: (title, price, before) => `${title}：现价 ${price}，原价 ${before}`,
    freeBody: (title, before) => `${title}：现在免费，原价 ${before}`,
  },
  ja: {
    title: '保存した出品が値下げされました',
    body: (title, price, before) => `${title}：${before} → ${price}`,
    freeBody: (title, before) => `${title}：${before} → 無料`,
  },
  ko: {
    title: '저장한 물품의 가격이 내려갔습니다',
    body: (title, price, before) => `${title}: ${before} → ${price}`,
    freeBody: (title, before) => `${title}: ${before} → 무료`,
  },
};
