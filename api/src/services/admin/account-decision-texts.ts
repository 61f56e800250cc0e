// What the owner of an account hears when the desk suspends it, restores it, or keeps it suspended
// after their appeal, in each of the app's languages: the mail reaches them in the language of their
// preferences. The reason for a suspension is the one sign-in shows them too.
import type { Language } from '@yardsale/core/constants';

export interface AccountDecisionTexts {
  suspendedSubject: string;
  suspended: string;
  /** Before the administrator's reason, quoted. */
  reason: string;
  howToAppeal: string;
  restoredSubject: string;
  restored: string;
  appealRejectedSubject: string;
  appealRejected: string;
  /** The button to the sign-in screen. */
  open: string;
}

export const ACCOUNT_DECISION_TEXTS: Record<Language, AccountDecisionTexts> = {
  en: {
    suspendedSubject: 'Your Yard Sale Finder account is suspended',
    suspended: 'A moderator suspended your account. You cannot sign in, and your posts and conversations no longer show to others.',
    reason: 'The reason given:',
    howToAppeal: 'If you think this is a mistake, sign in: the app shows the reason and lets you appeal once.',
    restoredSubject: 'Your Yard Sale Finder account is restored',
    restored: 'A moderator reviewed your account and restored it. You can sign in again, and the posts the suspension hid show to others again.',
    appealRejectedSubject: 'Your appeal was reviewed',
    appealRejected: 'A moderator reviewed your appeal, and your account stays suspended. This suspension cannot be appealed again.',
    open: 'Open Yard Sale Finder',
  },
  es: {
    suspendedSubject: 'Tu cuenta de Yard Sale Finder está suspendida',
    suspended: 'Un moderador suspendió tu cuenta. No puedes iniciar sesión, y tus publicaciones y conversaciones ya no se muestran a los demás.',
    reason: 'El motivo indicado:',
    howToAppeal: 'Si crees que es un error, inicia sesión: la app te muestra el motivo y te permite apelar una vez.',
    restoredSubject: 'Tu cuenta de Yard Sale Finder está restablecida',
    restored: 'Un moderador revisó tu cuenta y la restableció. Puedes volver a iniciar sesión, y las publicaciones que ocultó la suspensión vuelven a mostrarse.',
    appealRejectedSubject: 'Revisamos tu apelación',
    appealRejected: 'Un moderador revisó tu apelación y tu cuenta sigue suspendida. Esta suspensión no se puede volver a apelar.',
    open: 'Abrir Yard Sale Finder',
  },
  fr: {
    suspendedSubject: 'Votre compte Yard Sale Finder est suspendu',
    suspended: 'Un modérateur a suspendu votre compte. Vous ne pouvez plus vous connecter, et vos annonces et conversations ne sont plus visibles par les autres.',
    reason: 'Le motif indiqué\u00a0:',
    howToAppeal: 'Si vous pensez qu’il s’agit d’une erreur, connectez-vous\u00a0: l’application affiche le motif et vous permet de faire appel une fois.',
    restoredSubject: 'Votre compte Yard Sale Finder est rétabli',
    restored: 'Un modérateur a examiné votre compte et l’a rétabli. Vous pouvez de nouveau vous connecter, et les annonces masquées par la suspension sont de nouveau visibles.',
    appealRejectedSubject: 'Votre appel a été examiné',
    appealRejected: 'Un modérateur a examiné votre appel, et votre compte reste suspendu. Il n’est plus possible de faire appel de cette suspension.',
    open: 'Ouvrir Yard Sale Finder',
  },
  de: {
    suspendedSubject: 'Ihr Yard-Sale-Finder-Konto ist gesperrt',
    suspended: 'Ein Moderator hat Ihr Konto gesperrt. Sie können sich nicht anmelden, und Ihre Anzeigen und Unterhaltungen sind für andere nicht mehr sichtbar.',
    reason: 'Der angegebene Grund:',
    howToAppeal: 'Wenn Sie das für einen Fehler halten, melden Sie sich an: Die App zeigt den Grund und lässt Sie einmal Einspruch einlegen.',
    restoredSubject: 'Ihr Yard-Sale-Finder-Konto ist wiederhergestellt',
    restored: 'Ein Moderator hat Ihr Konto geprüft und wiederhergestellt. Sie können sich wieder anmelden, und die durch die Sperre verborgenen Anzeigen sind wieder sichtbar.',
    appealRejectedSubject: 'Ihr Einspruch wurde geprüft',
    appealRejected: 'Ein Moderator hat Ihren Einspruch geprüft, und Ihr Konto bleibt gesperrt. Gegen diese Sperre ist kein weiterer Einspruch möglich.',
    open: 'Yard Sale Finder öffnen',
  },
  zh: {
    suspendedSubject: '您的 Yard Sale Finder 账户已被封禁',
    suspended: '一位管理员封禁了您的账户。您无法登录，您的发布和对话也不再向他人显示。',
    reason: '给出的原因：',
    howToAppeal: '如果您认为这是误判，请登录：应用会显示原因，并允许您申诉一次。',
    restoredSubject: '您的 Yard Sale Finder 账户已恢复',
    restored: '一位管理员复查了您的账户并将其恢复。您可以重新登录，因封禁而隐藏的发布也会重新向他人显示。',
    appealRejectedSubject: '您的申诉已处理',
    appealRejected: '一位管理员审阅了您的申诉，您的账户仍处于封禁状态。此次封禁不能再次申诉。',
    open: '打开 Yard Sale Finder',
  },
  ja: {
    suspendedSubject: 'Yard Sale Finder のアカウントが利用停止になりました',
    suspended: '管理者があなたのアカウントを利用停止にしました。ログインできず、あなたの投稿や会話はほかの人に表示されなくなります。',
    reason: '理由：',
    howToAppeal: '誤りだと思われる場合はログインしてください。アプリに理由が表示され、一度だけ異議を申し立てられます。',
    restoredSubject: 'Yard Sale Finder のアカウントが復元されました',
    restored: '管理者があなたのアカウントを確認し、復元しました。再びログインでき、利用停止により非表示になっていた投稿もまた表示されます。',
    appealRejectedSubject: '異議申し立てを確認しました',
    appealRejected: '管理者があなたの異議申し立てを確認しましたが、アカウントは利用停止のままです。この利用停止に再度異議を申し立てることはできません。',
    open: 'Yard Sale Finder を開く',
  },
  ko: {
    suspendedSubject: 'Yard Sale Finder 계정이 정지되었습니다',
    suspended: '관리자가 회원님의 계정을 정지했습니다. 로그인할 수 없으며, 게시물과 대화가 더 이상 다른 사람에게 표시되지 않습니다.',
    reason: '사유:',
    howToAppeal: '잘못된 조치라고 생각되면 로그인하세요. 앱에서 사유를 확인하고 한 번 이의를 제기할 수 있습니다.',
    restoredSubject: 'Yard Sale Finder 계정이 복구되었습니다',
    restored: '관리자가 회원님의 계정을 검토하고 복구했습니다. 다시 로그인할 수 있으며, 정지로 숨겨졌던 게시물도 다시 표시됩니다.',
    appealRejectedSubject: '이의 제기를 검토했습니다',
    appealRejected: '관리자가 이의 제기를 검토했으며 계정은 계속 정지됩니다. 이번 정지에는 다시 이의를 제기할 수 없습니다.',
    open: 'Yard Sale Finder 열기',
  },
};
