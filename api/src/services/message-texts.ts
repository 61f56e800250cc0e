// The new-message e-mail and push notification in each of the app's languages (SPEC: en, es, fr,
// de, zh, ja, ko): they reach the receiver in the language of their preferences.
import type { Language } from '@yardsale/core/constants';
import { NAMELESS_USER } from '@yardsale/core/messaging';

export interface MessageTexts {
  /** The sender's name when they set none (publicNameOf). */
  nameless: string;
  /** The push notification's title; its body quotes the message. */
  pushTitle: (sender: string) => string;
  subject: (title: string) => string;
  wrote: (sender: string, title: string) => string;
  safety: string;
  unsubscribe: (url: string) => string;
  open: string;
  /** Under the button, for mail programs that do not show it. */
  buttonFallback: string;
  /** The page the unsubscribe link opens (api/src/routes/notifications.ts). */
  unsubscribePage: UnsubscribePageTexts;
}

export interface UnsubscribePageTexts {
  askTitle: string;
  askBody: string;
  stop: string;
  stoppedTitle: string;
  stoppedBody: string;
  invalidTitle: string;
  invalidBody: string;
  settings: string;
}

export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  en: {
    nameless: NAMELESS_USER,
    pushTitle: (sender) => `New message from ${sender}`,
    subject: (title) => `New message about "${title}"`,
    wrote: (sender, title) => `${sender} wrote to you about "${title}":`,
    safety: 'Reply in the app; never send money or codes before you have seen the item.',
    unsubscribe: (url) => `You get this because e-mail notifications are on. To stop them: ${url}`,
    open: 'Open the conversation',
    buttonFallback: 'If the button does not work, open this address:',
    unsubscribePage: {
      askTitle: 'Stop e-mail notifications?',
      askBody: 'No more notification e-mails, such as those about new messages, sale and item alerts and price drops. Messages still arrive in the app.',
      stop: 'Stop e-mails',
      stoppedTitle: 'E-mails stopped',
      stoppedBody: 'You will no longer get e-mail notifications. You can turn them on again in Settings.',
      invalidTitle: 'This link does not work',
      invalidBody: 'It may have been copied incompletely. You can turn e-mail notifications off in Settings.',
      settings: 'Notification settings',
    },
  },
  es: {
    nameless: 'Vecino',
    pushTitle: (sender) => `Nuevo mensaje de ${sender}`,
    subject: (title) => `Nuevo mensaje sobre "${title}"`,
    wrote: (sender, title) => `${sender} te escribió sobre "${title}":`,
    safety: 'Responde en la aplicación; nunca envíes dinero ni códigos antes de haber visto el artículo.',
    unsubscribe: (url) => `Recibes esto porque las notificaciones por correo electrónico están activadas. Para desactivarlas: ${url}`,
    open: 'Abrir la conversación',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    unsubscribePage: {
      askTitle: '¿Dejar de recibir notificaciones por correo electrónico?',
      askBody: 'No recibirás más correos de notificación, como los de mensajes nuevos, alertas de ventas y de anuncios y bajadas de precio. Los mensajes seguirán llegando a la aplicación.',
      stop: 'Dejar de recibir correos',
      stoppedTitle: 'Correos desactivados',
      stoppedBody: 'Ya no recibirás notificaciones por correo electrónico. Puedes volver a activarlas en Configuración.',
      invalidTitle: 'Este enlace no funciona',
      invalidBody: 'Es posible que se haya copiado incompleto. Puedes desactivar las notificaciones por correo en Configuración.',
      settings: 'Configuración de notificaciones',
    },
  },
  fr: {
    nameless: 'Voisin',
    pushTitle: (sender) => `Nouveau message de ${sender}`,
    subject: (title) => `Nouveau message à propos de « ${title} »`,
    wrote: (sender, title) => `${sender} vous a écrit à propos de « ${title} » :`,
    safety: 'Répondez dans l’application ; n’envoyez jamais d’argent ni de codes avant d’avoir vu l’article.',
    unsubscribe: (url) => `Vous recevez ceci, car les notifications par courriel sont activées. Pour les arrêter : ${url}`,
    open: 'Ouvrir la conversation',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    unsubscribePage: {
      askTitle: 'Ne plus recevoir de notifications par courriel?',
      askBody: 'Plus aucun courriel de notification, comme ceux des nouveaux messages, des alertes de ventes et d’articles et des baisses de prix. Les messages continueront d’arriver dans l’application.',
      stop: 'Arrêter les courriels',
      stoppedTitle: 'Courriels arrêtés',
      stoppedBody: 'Vous ne recevrez plus de notifications par courriel. Vous pouvez les réactiver dans les paramètres.',
      invalidTitle: 'Ce lien ne fonctionne pas',
      invalidBody: 'Il a peut-être été copié de façon incomplète. Vous pouvez désactiver les notifications par courriel dans les paramètres.',
      settings: 'Paramètres de notification',
    },
  },
  de: {
    nameless: 'Nachbar',
    pushTitle: (sender) => `Neue Nachricht von ${sender}`,
    subject: (title) => `Neue Nachricht zu „${title}“`,
    wrote: (sender, title) => `${sender} hat Ihnen zu „${title}“ geschrieben:`,
    safety: 'Antworten Sie in der App und senden Sie niemals Geld oder Codes, bevor Sie den Artikel gesehen haben.',
    unsubscribe: (url) => `Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen aktiviert sind. Zum Abbestellen: ${url}`,
    open: 'Unterhaltung öffnen',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
    unsubscribePage: {
      askTitle: 'E-Mail-Benachrichtigungen ausschalten?',
      askBody: 'Keine Benachrichtigungs-E-Mails mehr, etwa zu neuen Nachrichten, Flohmarkt- und Artikel-Alarmen und Preissenkungen. Nachrichten kommen weiterhin in der App an.',
      stop: 'E-Mails abbestellen',
      stoppedTitle: 'E-Mails abbestellt',
      stoppedBody: 'Sie erhalten keine E-Mail-Benachrichtigungen mehr. Sie können sie in den Einstellungen wieder aktivieren.',
      invalidTitle: 'Dieser Link funktioniert nicht',
      invalidBody: 'Er wurde möglicherweise unvollständig kopiert. Sie können E-Mail-Benachrichtigungen in den Einstellungen deaktivieren.',
      settings: 'Benachrichtigungseinstellungen',
    },
  },
  zh: {
    nameless: '邻居',
    pushTitle: (sender) => `来自 ${sender} 的新消息`,
    subject: (title) => `关于“${title}”的新消息`,
    wrote: (sender, title) => `${sender} 就“${title}”给您发了消息：`,
    safety: '请在应用内回复；在亲眼见到物品之前，切勿发送钱款或验证码。',
    unsubscribe: (url) => `您收到此邮件是因为已开启电子邮件通知。如需停止：${url}`,
    open: '打开对话',
    buttonFallback: '如果按钮无法使用，请打开此地址：',
    unsubscribePage: {
      askTitle: '停止电子邮件通知？',
      askBody: '您将不再收到任何通知邮件，例如新消息、售卖提醒、物品提醒和降价通知。消息仍会在应用中送达。',
      stop: '停止发送邮件',
      stoppedTitle: '已停止发送邮件',
      stoppedBody: '您将不再收到电子邮件通知。您可以在设置中重新开启。',
      invalidTitle: '此链接无效',
      invalidBody: '链接可能复制不完整。您可以在设置中关闭电子邮件通知。',
      settings: '通知设置',
    },
  },
  ja: {
    nameless: 'ご近所さん',
    pushTitle: (sender) => `${sender} さんから新しいメッセージ`,
    subject: (title) => `「${title}」に関する新しいメッセージ`,
    wrote: (sender, title) => `${sender} さんから「${title}」についてメッセージが届きました：`,
    safety: 'アプリ内で返信してください。商品を確認する前に、お金やコードを送らないでください。',
    unsubscribe: (url) => `メール通知がオンになっているため、このメールをお送りしています。停止するには：${url}`,
    open: '会話を開く',
    buttonFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
    unsubscribePage: {
      askTitle: 'メール通知を停止しますか？',
      askBody: '新しいメッセージ、セールや出品のアラート、値下げなどの通知メールが届かなくなります。メッセージは引き続きアプリに届きます。',
      stop: 'メール通知を停止',
      stoppedTitle: 'メール通知を停止しました',
      stoppedBody: 'メール通知は今後届きません。設定からいつでも再開できます。',
      invalidTitle: 'このリンクは無効です',
      invalidBody: 'リンクが途中までしかコピーされていない可能性があります。メール通知は設定からオフにできます。',
      settings: '通知設定',
    },
  },
  ko: {
    nameless: '이웃',
    pushTitle: (sender) => `${sender}님의 새 메시지`,
    subject: (title) => `"${title}"에 대한 새 메시지`,
    wrote: (sender, title) => `${sender}님이 "${title}"에 대해 메시지를 보냈습니다:`,
    safety: '앱에서 답장하세요. 물건을 직접 보기 전에는 절대 돈이나 인증 코드를 보내지 마세요.',
    unsubscribe: (url) => `이메일 알림이 켜져 있어 이 메일을 받았습니다. 알림을 끄려면: ${url}`,
    open: '대화 열기',
    buttonFallback: '버튼이 작동하지 않으면 이 주소를 여세요:',
    unsubscribePage: {
      askTitle: '이메일 알림을 중지할까요?',
      askBody: '새 메시지, 세일 및 물품 알림, 가격 인하 등 알림 이메일을 더 이상 받지 않습니다. 메시지는 계속 앱으로 도착합니다.',
      stop: '이메일 중지',
      stoppedTitle: '이메일 알림이 중지되었습니다',
      stoppedBody: '이제 이메일 알림을 받지 않습니다. 설정에서 다시 켤 수 있습니다.',
      invalidTitle: '이 링크는 작동하지 않습니다',
      invalidBody: '링크가 일부만 복사되었을 수 있습니다. 설정에서 이메일 알림을 끌 수 있습니다.',
      settings: '알림 설정',
    },
  },
};
