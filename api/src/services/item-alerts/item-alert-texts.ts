// The item alert's push notification and e-mail (decision 0061) in each of the app's languages. `q`
// is the alert's words as the person typed them ('' when it watches every item).
import type { Language } from '@yardsale/core/constants';

export interface ItemAlertTexts {
  pushTitle: (q: string, place: string | null) => string;
  /** A price of 0, in a push or an e-mail line. */
  free: string;
  subject: (count: number) => string;
  intro: string;
  /** After the items an e-mail names, when the hour had more. */
  more: (count: number) => string;
  why: (settingsUrl: string) => string;
  stopLink: (url: string) => string;
  openOne: string;
  openAll: string;
}

export const ITEM_ALERT_TEXTS: Record<Language, ItemAlertTexts> = {
  en: {
    pushTitle: (q, place) => `${q ? `New “${q}”` : 'New item'} ${place ? `near ${place}` : 'near you'}`,
    free: 'Free',
    subject: (count) => (count === 1 ? 'A new item matches your alert' : `${count} new items match your alerts`),
    intro: 'These items were just posted near the places of your item alerts:',
    more: (count) => `And ${count} more.`,
    why: (url) => `You get this because you saved item alerts and e-mail notifications are on. Change or delete your alerts in Settings: ${url}`,
    stopLink: (url) => `To stop e-mail notifications: ${url}`,
    openOne: 'See the item',
    openAll: 'See the items',
  },
  es: {
    pushTitle: (q, place) => `${q ? `Nuevo: “${q}”` : 'Nuevo anuncio'} ${place ? `cerca de ${place}` : 'cerca de ti'}`,
    free: 'Gratis',
    subject: (count) => (count === 1 ? 'Un nuevo anuncio coincide con tu alerta' : `${count} nuevos anuncios coinciden con tus alertas`),
    intro: 'Estos anuncios se acaban de publicar cerca de los lugares de tus alertas:',
    more: (count) => `Y ${count} más.`,
    why: (url) => `Recibes esto porque guardaste alertas de anuncios y las notificaciones por correo electrónico están activadas. Cambia o elimina tus alertas en Configuración: ${url}`,
    stopLink: (url) => `Para desactivar las notificaciones por correo electrónico: ${url}`,
    openOne: 'Ver el anuncio',
    openAll: 'Ver los anuncios',
  },
  fr: {
    pushTitle: (q, place) => `${q ? `Nouveau\u00a0: «\u00a0${q}\u00a0»` : 'Nouvel article'} ${place ? `près de ${place}` : 'près de vous'}`,
    free: 'Gratuit',
    subject: (count) => (count === 1 ? 'Un nouvel article correspond à votre alerte' : `${count} nouveaux articles correspondent à vos alertes`),
    intro: 'Ces articles viennent d’être publiés près des lieux de vos alertes :',
    more: (count) => `Et ${count} de plus.`,
    why: (url) => `Vous recevez ce courriel parce que vous avez enregistré des alertes d’articles et que les notifications par courriel sont activées. Modifiez ou supprimez vos alertes dans Paramètres : ${url}`,
    stopLink: (url) => `Pour désactiver les notifications par courriel : ${url}`,
    openOne: 'Voir l’article',
    openAll: 'Voir les articles',
  },
  de: {
    pushTitle: (q, place) => `${q ? `Neu: „${q}“` : 'Neuer Artikel'} ${place ? `in der Nähe von ${place}` : 'in Ihrer Nähe'}`,
    free: 'Kostenlos',
    subject: (count) => (count === 1 ? 'Ein neuer Artikel passt zu Ihrem Alarm' : `${count} neue Artikel passen zu Ihren Alarmen`),
    intro: 'Diese Artikel wurden gerade in der Nähe Ihrer Alarm-Orte eingestellt:',
    more: (count) => `Und ${count} weitere.`,
    why: (url) => `Sie erhalten diese E-Mail, weil Sie Artikel-Alarme gespeichert haben und E-Mail-Benachrichtigungen aktiviert sind. Ändern oder löschen Sie Ihre Alarme in den Einstellungen: ${url}`,
    stopLink: (url) => `E-Mail-Benachrichtigungen ausschalten: ${url}`,
    openOne: 'Artikel ansehen',
    openAll: 'Artikel ansehen',
  },
  zh: {
    pushTitle: (q, place) => `${place ? `${place}附近` : '您附近'}${q ? `有新的“${q}”` : '有新物品'}`,
    free: '免费',
    subject: (count) => (count === 1 ? '有 1 件新物品符合您的提醒' : `有 ${count} 件新物品符合您的提醒`),
    intro: '以下物品刚刚在您提醒的地点附近发布：',
    more: (count) => `另有 ${count} 件。`,
    why: (url) => `您收到此邮件，是因为您保存了物品提醒并开启了电子邮件通知。您可以在“设置”中修改或删除提醒：${url}`,
    stopLink: (url) => `关闭电子邮件通知：${url}`,
    openOne: '查看物品',
    openAll: '查看物品',
  },
  ja: {
    pushTitle: (q, place) => `${place ? `${place}の近くで` : 'お近くで'}${q ? `新しい「${q}」` : '新しい出品'}`,
    free: '無料',
    subject: (count) => (count === 1 ? '新しい出品がアラートに一致しました' : `新しい出品 ${count} 件がアラートに一致しました`),
    intro: 'アラートの場所の近くで、次の品物が出品されました：',
    more: (count) => `ほかに ${count} 件あります。`,
    why: (url) => `出品アラートを保存し、メール通知をオンにしているため、このメールをお送りしています。アラートの変更や削除は設定から行えます：${url}`,
    stopLink: (url) => `メール通知をオフにするには：${url}`,
    openOne: '出品を見る',
    openAll: '出品を見る',
  },
  ko: {
    pushTitle: (q, place) => `${place ? `${place} 근처에` : '내 근처에'} ${q ? `새 “${q}”` : '새 물품'}`,
    free: '무료',
    subject: (count) => (count === 1 ? '새 물품이 알림과 일치합니다' : `새 물품 ${count}개가 알림과 일치합니다`),
    intro: '알림 장소 근처에 다음 물품이 방금 등록되었습니다:',
    more: (count) => `외 ${count}개가 더 있습니다.`,
    why: (url) => `물품 알림을 저장하고 이메일 알림을 켜 두었기 때문에 이 메일을 받으셨습니다. 설정에서 알림을 변경하거나 삭제할 수 있습니다: ${url}`,
    stopLink: (url) => `이메일 알림을 끄려면: ${url}`,
    openOne: '물품 보기',
    openAll: '물품 보기',
  },
};
