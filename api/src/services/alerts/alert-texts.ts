// The new-sale alert's push notification and e-mail (decision 0039) in each of the app's languages.
import type { Language } from '@yardsale/core/constants';

/** The page the e-mail's "stop" link opens (api/src/routes/notifications.ts, what=alerts). */
export interface StopAlertsPageTexts {
  askTitle: string;
  askBody: string;
  stop: string;
  stoppedTitle: string;
  stoppedBody: string;
}

export interface AlertTexts {
  /** 'New yard sale near London, ON', with the alert's words if it has some (decision 0073). */
  pushTitle: (q: string, place: string | null) => string;
  subject: (count: number) => string;
  intro: string;
  /** After the sales an e-mail names, when the hour had more. */
  more: (count: number) => string;
  why: (settingsUrl: string) => string;
  stopLink: (url: string) => string;
  open: string;
  stopPage: StopAlertsPageTexts;
}

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  en: {
    pushTitle: (q, place) => `New yard sale${q ? ` with “${q}”` : ''} ${place ? `near ${place}` : 'near you'}`,
    subject: (count) => (count === 1 ? 'A new yard sale matches your alert' : `${count} new yard sales match your alerts`),
    intro: 'These sales were just posted near the places of your sale alerts:',
    more: (count) => `And ${count} more.`,
    why: (url) => `You get this because you saved sale alerts and e-mail notifications are on. Change or delete your alerts in Settings: ${url}`,
    open: 'See the sales',
    stopLink: (url) => `To stop all your sale alerts: ${url}`,
    stopPage: {
      askTitle: 'Stop your sale alerts?',
      askBody: 'The places you watch are deleted: no more e-mails or push notifications about new sales near them.',
      stop: 'Stop sale alerts',
      stoppedTitle: 'Sale alerts stopped',
      stoppedBody: 'You will no longer hear of new sales near those places. You can watch a place again in Settings.',
    },
  },
  es: {
    pushTitle: (q, place) => `Nueva venta de garaje${q ? ` con «${q}»` : ''} ${place ? `cerca de ${place}` : 'cerca de ti'}`,
    subject: (count) => (count === 1 ? 'Una nueva venta de garaje coincide con tu alerta' : `${count} nuevas ventas de garaje coinciden con tus alertas`),
    intro: 'Estas ventas se acaban de publicar cerca de los lugares de tus alertas:',
    more: (count) => `Y ${count} más.`,
    why: (url) => `Recibes esto porque guardaste alertas de ventas y las notificaciones por correo electrónico están activadas. Cambia o elimina tus alertas en Configuración: ${url}`,
    open: 'Ver las ventas',
    stopLink: (url) => `Para detener todas tus alertas de ventas: ${url}`,
    stopPage: {
      askTitle: '¿Detener tus alertas de ventas?',
      askBody: 'Se eliminan los lugares que vigilas: no recibirás más correos ni notificaciones push sobre ventas nuevas cerca de ellos.',
      stop: 'Detener alertas',
      stoppedTitle: 'Alertas de ventas detenidas',
      stoppedBody: 'Ya no sabrás de ventas nuevas cerca de esos lugares. Puedes volver a vigilar un lugar en Configuración.',
    },
  },
  fr: {
    pushTitle: (q, place) => `Nouvelle vente de garage${q ? ` avec «\u00a0${q}\u00a0»` : ''} ${place ? `près de ${place}` : 'près de vous'}`,
    subject: (count) => (count === 1 ? 'Une nouvelle vente de garage correspond à votre alerte' : `${count} nouvelles ventes de garage correspondent à vos alertes`),
    intro: 'Ces ventes viennent d’être publiées près des lieux de vos alertes :',
    more: (count) => `Et ${count} de plus.`,
    why: (url) => `Vous recevez ce courriel parce que vous avez enregistré des alertes de ventes et que les notifications par courriel sont activées. Modifiez ou supprimez vos alertes dans Paramètres : ${url}`,
    open: 'Voir les ventes',
    stopLink: (url) => `Pour arrêter toutes vos alertes de ventes : ${url}`,
    stopPage: {
      askTitle: 'Arrêter vos alertes de ventes?',
      askBody: 'Les lieux que vous surveillez sont supprimés : plus de courriels ni de notifications sur les nouvelles ventes à proximité.',
      stop: 'Arrêter les alertes',
      stoppedTitle: 'Alertes de ventes arrêtées',
      stoppedBody: 'Vous ne serez plus avisé des nouvelles ventes près de ces lieux. Vous pouvez surveiller un lieu de nouveau dans Paramètres.',
    },
  },
  de: {
    pushTitle: (q, place) => `Neuer Flohmarkt${q ? ` mit „${q}“` : ''} ${place ? `in der Nähe von ${place}` : 'in Ihrer Nähe'}`,
    subject: (count) => (count === 1 ? 'Ein neuer Flohmarkt passt zu Ihrem Alarm' : `${count} neue Flohmärkte passen zu Ihren Alarmen`),
    intro: 'Diese Flohmärkte wurden gerade in der Nähe Ihrer Alarm-Orte eingestellt:',
    more: (count) => `Und ${count} weitere.`,
    why: (url) => `Sie erhalten diese E-Mail, weil Sie Flohmarkt-Alarme gespeichert haben und E-Mail-Benachrichtigungen aktiviert sind. Ändern oder löschen Sie Ihre Alarme in den Einstellungen: ${url}`,
    open: 'Flohmärkte ansehen',
    stopLink: (url) => `Alle Ihre Flohmarkt-Alarme beenden: ${url}`,
    stopPage: {
      askTitle: 'Flohmarkt-Alarme beenden?',
      askBody: 'Die beobachteten Orte werden gelöscht: keine E-Mails und Push-Benachrichtigungen mehr über neue Flohmärkte in ihrer Nähe.',
      stop: 'Alarme beenden',
      stoppedTitle: 'Flohmarkt-Alarme beendet',
      stoppedBody: 'Sie erfahren nichts mehr von neuen Flohmärkten in der Nähe dieser Orte. In den Einstellungen können Sie wieder einen Ort beobachten.',
    },
  },
  zh: {
    pushTitle: (q, place) => `${place ? `${place}附近` : '您附近'}有新的庭院旧货售卖${q ? `：“${q}”` : ''}`,
    subject: (count) => (count === 1 ? '有 1 场新售卖符合您的提醒' : `有 ${count} 场新售卖符合您的提醒`),
    intro: '以下售卖刚刚在您提醒的地点附近发布：',
    more: (count) => `另有 ${count} 场。`,
    why: (url) => `您收到此邮件，是因为您保存了售卖提醒并开启了电子邮件通知。您可以在“设置”中修改或删除提醒：${url}`,
    open: '查看售卖',
    stopLink: (url) => `停止您的所有售卖提醒：${url}`,
    stopPage: {
      askTitle: '停止您的售卖提醒？',
      askBody: '您关注的地点将被删除：不会再收到这些地点附近新售卖的电子邮件或推送通知。',
      stop: '停止提醒',
      stoppedTitle: '售卖提醒已停止',
      stoppedBody: '您将不再收到这些地点附近新售卖的消息。您可以在“设置”中重新关注地点。',
    },
  },
  ja: {
    pushTitle: (q, place) => `${place ? `${place}の近くで` : 'お近くで'}新しいガレージセール${q ? `：「${q}」` : ''}`,
    subject: (count) => (count === 1 ? '新しいガレージセールがアラートに一致しました' : `新しいガレージセール ${count} 件がアラートに一致しました`),
    intro: 'アラートの場所の近くで、次のセールが投稿されました：',
    more: (count) => `ほかに ${count} 件あります。`,
    why: (url) => `セールアラートを保存し、メール通知をオンにしているため、このメールをお送りしています。アラートの変更や削除は設定から行えます：${url}`,
    open: 'セールを見る',
    stopLink: (url) => `セールアラートをすべて停止するには：${url}`,
    stopPage: {
      askTitle: 'セールアラートを停止しますか？',
      askBody: '登録した場所は削除され、その近くの新しいセールについてのメールやプッシュ通知は届かなくなります。',
      stop: 'アラートを停止',
      stoppedTitle: 'セールアラートを停止しました',
      stoppedBody: 'これらの場所の近くの新しいセールのお知らせは届きません。設定からいつでも場所を登録し直せます。',
    },
  },
  ko: {
    pushTitle: (q, place) => `${place ? `${place} 근처에` : '내 근처에'} 새 야드 세일${q ? `: “${q}”` : ''}`,
    subject: (count) => (count === 1 ? '새 야드 세일이 알림과 일치합니다' : `새 야드 세일 ${count}건이 알림과 일치합니다`),
    intro: '알림 장소 근처에 다음 세일이 방금 등록되었습니다:',
    more: (count) => `외 ${count}건이 더 있습니다.`,
    why: (url) => `세일 알림을 저장하고 이메일 알림을 켜 두었기 때문에 이 메일을 받으셨습니다. 설정에서 알림을 변경하거나 삭제할 수 있습니다: ${url}`,
    open: '세일 보기',
    stopLink: (url) => `모든 세일 알림을 중지하려면: ${url}`,
    stopPage: {
      askTitle: '세일 알림을 중지하시겠습니까?',
      askBody: '등록한 장소가 삭제되어 그 근처의 새 세일에 대한 이메일과 푸시 알림을 더 이상 받지 않습니다.',
      stop: '알림 중지',
      stoppedTitle: '세일 알림이 중지되었습니다',
      stoppedBody: '이 장소 근처의 새 세일 소식을 더 이상 받지 않습니다. 설정에서 다시 장소를 등록할 수 있습니다.',
    },
  },
};
