// What the owner of a post an administrator took down is told, in each of the app's languages (SPEC:
// en, es, fr, de, zh, ja, ko): the mail reaches them in the language of their preferences.
import type { Language } from '@yardsale/core/constants';

export interface ModerationTexts {
  takenDownSubject: (title: string) => string;
  takenDown: (title: string) => string;
  /** Before the administrator's reason, quoted. */
  reason: string;
  whatNow: string;
  /** The button to My Posts. */
  open: string;
}

export const MODERATION_TEXTS: Record<Language, ModerationTexts> = {
  en: {
    takenDownSubject: (title) => `Your post "${title}" was taken down`,
    takenDown: (title) => `A moderator took down your post "${title}". It no longer shows to others, and its photos are no longer shown.`,
    reason: 'The reason given:',
    whatNow: 'You still see it in My Posts. If you think this is a mistake, write to us through Contact Support in Settings.',
    open: 'Open My Posts',
  },
  es: {
    takenDownSubject: (title) => `Tu publicación «${title}» fue retirada`,
    takenDown: (title) => `Un moderador retiró tu publicación «${title}». Ya no se muestra a los demás, ni sus fotos.`,
    reason: 'El motivo indicado:',
    whatNow: 'Todavía la ves en Mis publicaciones. Si crees que es un error, escríbenos desde Contactar a soporte en Configuración.',
    open: 'Abrir Mis publicaciones',
  },
  fr: {
    takenDownSubject: (title) => `Votre annonce « ${title} » a été retirée`,
    takenDown: (title) => `Un modérateur a retiré votre annonce « ${title} ». Elle n’est plus visible par les autres, ni ses photos.`,
    reason: 'Le motif indiqué :',
    whatNow: 'Vous la voyez toujours dans Mes publications. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous via Contacter le soutien dans les Paramètres.',
    open: 'Ouvrir Mes publications',
  },
  de: {
    takenDownSubject: (title) => `Ihr Beitrag „${title}“ wurde entfernt`,
    takenDown: (title) => `Ein Moderator hat Ihren Beitrag „${title}“ entfernt. Er und seine Fotos werden anderen nicht mehr angezeigt.`,
    reason: 'Der angegebene Grund:',
    whatNow: 'Sie sehen ihn weiterhin unter Meine Anzeigen. Wenn Sie das für einen Fehler halten, schreiben Sie uns über „Support kontaktieren“ in den Einstellungen.',
    open: 'Meine Anzeigen öffnen',
  },
  zh: {
    takenDownSubject: (title) => `您的帖子“${title}”已被下架`,
    takenDown: (title) => `管理员下架了您的帖子“${title}”。其他人将无法再看到它及其照片。`,
    reason: '给出的原因：',
    whatNow: '您仍可在“我的发布”中看到它。如果您认为这是误判，请通过“设置”中的“联系客服”告诉我们。',
    open: '打开我的发布',
  },
  ja: {
    takenDownSubject: (title) => `あなたの投稿「${title}」は非公開になりました`,
    takenDown: (title) => `モデレーターがあなたの投稿「${title}」を非公開にしました。他の人には投稿も写真も表示されなくなります。`,
    reason: '理由：',
    whatNow: '「自分の投稿」では引き続き確認できます。誤りだと思われる場合は、設定の「サポートに問い合わせる」からご連絡ください。',
    open: '自分の投稿を開く',
  },
  ko: {
    takenDownSubject: (title) => `게시물 ‘${title}’이(가) 내려졌습니다`,
    takenDown: (title) => `관리자가 회원님의 게시물 ‘${title}’을(를) 내렸습니다. 이제 다른 사람에게 게시물과 사진이 표시되지 않습니다.`,
    reason: '사유:',
    whatNow: '내 게시물에서는 계속 볼 수 있습니다. 잘못된 조치라고 생각되면 설정의 고객 지원 문의로 알려 주세요.',
    open: '내 게시물 열기',
  },
};
