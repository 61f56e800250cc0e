// The push and the hourly e-mail of price drops (decision 0060) in each of the app's languages.
// `price` and `before` are written as the language writes dollars ('$40', '40 $'); a drop to 0 has
// words of its own.
import type { Language } from '@yardsale/core/constants';

export interface PriceDropTexts {
  title: string;
  body: (title: string, price: string, before: string) => string;
  freeBody: (title: string, before: string) => string;
  /** The e-mail: its subject for one drop or several, the line before them, and why it came (with the link that stops it). */
  subject: (count: number) => string;
  intro: (count: number) => string;
  /** After the items an e-mail names, when there were more. */
  more: (count: number) => string;
  why: (count: number, stopUrl: string) => string;
  openOne: string;
  openSaved: string;
}

export const PRICE_DROP_TEXTS: Record<Language, PriceDropTexts> = {
  en: {
    title: 'Price drop on an item you saved',
    body: (title, price, before) => `${title}: now ${price}, was ${before}`,
    freeBody: (title, before) => `${title}: now free, was ${before}`,
    subject: (count) => (count === 1 ? 'A price dropped on an item you saved' : `Prices dropped on ${count} items you saved`),
    intro: (count) => (count === 1 ? 'This item you saved now costs less:' : 'These items you saved now cost less:'),
    more: (count) => `And ${count} more.`,
    why: (count, url) => `You get this because you saved ${count === 1 ? 'this item' : 'these items'} and e-mail notifications are on. To stop e-mail notifications: ${url}`,
    openOne: 'See the item',
    openSaved: 'See your saved items',
  },
  es: {
    title: 'Bajó el precio de un anuncio que guardaste',
    body: (title, price, before) => `${title}: ahora ${price}, antes ${before}`,
    freeBody: (title, before) => `${title}: ahora gratis, antes ${before}`,
    subject: (count) => (count === 1 ? 'Bajó el precio de un anuncio que guardaste' : `Bajó el precio de ${count} anuncios que guardaste`),
    intro: (count) => (count === 1 ? 'Este anuncio que guardaste ahora cuesta menos:' : 'Estos anuncios que guardaste ahora cuestan menos:'),
    more: (count) => `Y ${count} más.`,
    why: (count, url) => `Recibes esto porque guardaste ${count === 1 ? 'este anuncio' : 'estos anuncios'} y las notificaciones por correo electrónico están activadas. Para desactivarlas: ${url}`,
    openOne: 'Ver el anuncio',
    openSaved: 'Ver tus anuncios guardados',
  },
  fr: {
    title: 'Baisse de prix sur une annonce que vous avez enregistrée',
    body: (title, price, before) => `${title} : ${price} au lieu de ${before}`,
    freeBody: (title, before) => `${title} : désormais gratuit, au lieu de ${before}`,
    subject: (count) => (count === 1 ? 'Baisse de prix sur une annonce que vous avez enregistrée' : `Baisse de prix sur ${count} annonces que vous avez enregistrées`),
    intro: (count) => (count === 1 ? 'Cette annonce que vous avez enregistrée coûte maintenant moins cher :' : 'Ces annonces que vous avez enregistrées coûtent maintenant moins cher :'),
    more: (count) => `Et ${count} autres.`,
    why: (count, url) => `Vous recevez ce courriel parce que vous avez enregistré ${count === 1 ? 'cette annonce' : 'ces annonces'} et que les notifications par courriel sont activées. Pour ne plus les recevoir : ${url}`,
    openOne: 'Voir l’annonce',
    openSaved: 'Voir vos annonces enregistrées',
  },
  de: {
    title: 'Preissenkung bei einer gemerkten Anzeige',
    body: (title, price, before) => `${title}: jetzt ${price} statt ${before}`,
    freeBody: (title, before) => `${title}: jetzt zu verschenken, vorher ${before}`,
    subject: (count) => (count === 1 ? 'Preissenkung bei einer gemerkten Anzeige' : `Preissenkung bei ${count} gemerkten Anzeigen`),
    intro: (count) => (count === 1 ? 'Diese gemerkte Anzeige kostet jetzt weniger:' : 'Diese gemerkten Anzeigen kosten jetzt weniger:'),
    more: (count) => `Und ${count} weitere.`,
    why: (count, url) => `Sie erhalten diese E-Mail, weil Sie ${count === 1 ? 'diese Anzeige' : 'diese Anzeigen'} gemerkt haben und E-Mail-Benachrichtigungen eingeschaltet sind. Zum Ausschalten: ${url}`,
    openOne: 'Anzeige ansehen',
    openSaved: 'Gemerkte Anzeigen ansehen',
  },
  zh: {
    title: '您收藏的信息降价了',
    body: (title, price, before) => `${title}：现价 ${price}，原价 ${before}`,
    freeBody: (title, before) => `${title}：现在免费，原价 ${before}`,
    subject: (count) => (count === 1 ? '您收藏的信息降价了' : `您收藏的 ${count} 条信息降价了`),
    intro: () => '您收藏的以下信息现在更便宜了：',
    more: (count) => `另有 ${count} 条。`,
    why: (_count, url) => `您收到此邮件，是因为您收藏了这些信息并开启了电子邮件通知。如需停止电子邮件通知：${url}`,
    openOne: '查看信息',
    openSaved: '查看您的收藏',
  },
  ja: {
    title: '保存した出品が値下げされました',
    body: (title, price, before) => `${title}：${before} → ${price}`,
    freeBody: (title, before) => `${title}：${before} → 無料`,
    subject: (count) => (count === 1 ? '保存した出品が値下げされました' : `保存した出品${count}件が値下げされました`),
    intro: () => '保存した次の出品が値下げされました：',
    more: (count) => `ほか${count}件。`,
    why: (_count, url) => `出品を保存し、メール通知をオンにしているため、このメールをお送りしています。メール通知を停止するには：${url}`,
    openOne: '出品を見る',
    openSaved: '保存済みを見る',
  },
  ko: {
    title: '저장한 물품의 가격이 내려갔습니다',
    body: (title, price, before) => `${title}: ${before} → ${price}`,
    freeBody: (title, before) => `${title}: ${before} → 무료`,
    subject: (count) => (count === 1 ? '저장한 물품의 가격이 내려갔습니다' : `저장한 물품 ${count}개의 가격이 내려갔습니다`),
    intro: () => '저장한 다음 물품의 가격이 내려갔습니다:',
    more: (count) => `외 ${count}개.`,
    why: (_count, url) => `물품을 저장하고 이메일 알림을 켜 두셨기 때문에 이 메일을 보내 드립니다. 이메일 알림을 중지하려면: ${url}`,
    openOne: '물품 보기',
    openSaved: '저장한 물품 보기',
  },
};
