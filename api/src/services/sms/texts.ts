// The texts we send (decision 0077), in each of the app's languages: short, since a text is paid by
// its length, with plain quotes (typographic ones leave the plain text-message alphabet and double the
// cost), each saying who sends it; the message text says how to stop them (US carriers ask it).
import type { Language } from '@yardsale/core/constants';

export interface SmsTexts {
  code: (code: string) => string;
  newMessage: (sender: string, title: string, quote: string, url: string) => string;
}

export const SMS_TEXTS: Record<Language, SmsTexts> = {
  en: {
    code: (code) => `Yard Sale Finder: your code is ${code}. It expires in 10 minutes. Never share it.`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder: ${sender} about "${title}": "${quote}" Reply: ${url} Text STOP to stop.`,
  },
  es: {
    code: (code) => `Yard Sale Finder: tu código es ${code}. Vence en 10 minutos. No lo compartas.`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder: ${sender} sobre "${title}": "${quote}" Responde: ${url} Envía STOP para no recibir más.`,
  },
  fr: {
    code: (code) => `Yard Sale Finder : votre code est ${code}. Il expire dans 10 minutes. Ne le donnez à personne.`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder : ${sender} au sujet de "${title}" : "${quote}" Répondre : ${url} Envoyez STOP pour arrêter.`,
  },
  de: {
    code: (code) => `Yard Sale Finder: Ihr Code ist ${code}. Er läuft in 10 Minuten ab. Geben Sie ihn nicht weiter.`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder: ${sender} zu "${title}": "${quote}" Antworten: ${url} STOP senden zum Abbestellen.`,
  },
  zh: {
    code: (code) => `Yard Sale Finder：您的验证码是 ${code}，10 分钟内有效。请勿告诉他人。`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder：${sender} 关于“${title}”：“${quote}” 回复：${url} 回复 STOP 退订。`,
  },
  ja: {
    code: (code) => `Yard Sale Finder：確認コードは ${code} です。10分で期限切れになります。他人に教えないでください。`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder：${sender}から「${title}」について：「${quote}」 返信：${url} 停止はSTOPと返信。`,
  },
  ko: {
    code: (code) => `Yard Sale Finder: 인증 코드는 ${code}입니다. 10분 후 만료됩니다. 다른 사람에게 알려 주지 마세요.`,
    newMessage: (sender, title, quote, url) => `Yard Sale Finder: ${sender}님의 "${title}" 관련 메시지: "${quote}" 답장: ${url} 수신 거부는 STOP 회신.`,
  },
};
