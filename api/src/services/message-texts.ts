// The new-message e-mail and push notification in each of the app's languages (SPEC: en, es, fr,
// de, zh, ja, ko): they reach the receiver in the language of their preferences.
import type { Language } from '@yardsale/core/constants';

export interface MessageTexts {
  /** The push notification's title; its body quotes the message. */
  pushTitle: (sender: string) => string;
  subject: (title: string) => string;
  wrote: (sender: string, title: string) => string;
  safety: string;
  unsubscribe: (url: string) => string;
  open: string;
  /** Under the button, for mail programs that do not show it. */
  buttonFallback: string;
}

export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  en: {
    pushTitle: (sender) => `New message from ${sender}`,
    subject: (title) => `New message about "${title}"`,
    wrote: (sender, title) => `${sender} wrote to you about "${title}":`,
    safety: 'Reply in the app; never send money or codes before you have seen the item.',
    unsubscribe: (url) => `You get this because e-mail notifications are on. To stop them: ${url}`,
    open: 'Open the conversation',
    buttonFallback: 'If the button does not work, open this address:',
  },
  es: {
    pushTitle: (sender) => `Nuevo mensaje de ${sender}`,
    subject: (title) => `Nuevo mensaje sobre "${title}"`,
    wrote: (sender, title) => `${sender} te escribió sobre "${title}":`,
    safety: 'Responde en la aplicación; nunca envíes dinero ni códigos antes de haber visto el artículo.',
    unsubscribe: (url) => `Recibes esto porque las notificaciones por correo electrónico están activadas. Para desactivarlas: ${url}`,
    open: 'Abrir la conversación',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
  },
  fr: {
    pushTitle: (sender) => `Nouveau message de ${sender}`,
    subject: (title) => `Nouveau message à propos de « ${title} »`,
    wrote: (sender, title) => `${sender} vous a écrit à propos de « ${title} » :`,
    safety: 'Répondez dans l’application ; n’envoyez jamais d’argent ni de codes avant d’avoir vu l’article.',
    unsubscribe: (url) => `Vous recevez ceci, car les notifications par courriel sont activées. Pour les arrêter : ${url}`,
    open: 'Ouvrir la conversation',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
  },
  de: {
    pushTitle: (sender) => `Neue Nachricht von ${sender}`,
    subject: (title) => `Neue Nachricht zu „${title}“`,
    wrote: (sender, title) => `${sender} hat Ihnen zu „${title}“ geschrieben:`,
    safety: 'Antworten Sie in der App und senden Sie niemals Geld oder Codes, bevor Sie den Artikel gesehen haben.',
    unsubscribe: (url) => `Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen aktiviert sind. Zum Abbestellen: ${url}`,
    open: 'Unterhaltung öffnen',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
  },
  zh: {
    pushTitle: (sender) => `来自 ${sender} 的新消息`,
    subject: (title) => `关于“${title}”的新消息`,
    wrote: (sender, title) => `${sender} 就“${title}”给您发了消息：`,
    safety: '请在应用内回复；在亲眼见到物品之前，切勿发送钱款或验证码。',
    unsubscribe: (url) => `您收到此邮件是因为已开启电子邮件通知。如需停止：${url}`,
    open: '打开对话',
    buttonFallback: '如果按钮无法使用，请打开此地址：',
  },
  ja: {
    pushTitle: (sender) => `${sender} さんから新しいメッセージ`,
    subject: (title) => `「${title}」に関する新しいメッセージ`,
    wrote: (sender, title) => `${sender} さんから「${title}」についてメッセージが届きました：`,
    safety: 'アプリ内で返信してください。商品を確認する前に、お金やコードを送らないでください。',
    unsubscribe: (url) => `メール通知がオンになっているため、このメールをお送りしています。停止するには：${url}`,
    open: '会話を開く',
    buttonFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
  },
  ko: {
    pushTitle: (sender) => `${sender}님의 새 메시지`,
    subject: (title) => `"${title}"에 대한 새 메시지`,
    wrote: (sender, title) => `${sender}님이 "${title}"에 대해 메시지를 보냈습니다:`,
    safety: '앱에서 답장하세요. 물건을 직접 보기 전에는 절대 돈이나 인증 코드를 보내지 마세요.',
    unsubscribe: (url) => `이메일 알림이 켜져 있어 이 메일을 받았습니다. 알림을 끄려면: ${url}`,
    open: '대화 열기',
    buttonFallback: '버튼이 작동하지 않으면 이 주소를 여세요:',
  },
};
