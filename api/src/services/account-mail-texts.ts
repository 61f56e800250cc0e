// The account's own e-mails (verification, password reset, password changed) in each of the app's
// languages (SPEC: en, es, fr, de, zh, ja, ko): they are written in the account's language.
import type { Language } from '@yardsale/core/constants';

export interface AccountMailText {
  subject: string;
  paragraphs: string[];
  /** The button's label, for a mail that carries a link. */
  button?: string;
}

export interface AccountMailTexts {
  verification: AccountMailText;
  passwordReset: AccountMailText;
  passwordChanged: AccountMailText;
}

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  en: {
    verification: {
      subject: 'Verify your email address',
      paragraphs: [
        'Welcome to Yard Sale Finder! Please confirm that this is your email address so you can post sales and message sellers.',
        'This link works once and expires in 24 hours. If you did not create an account, you can ignore this email.',
      ],
      button: 'Verify Email',
    },
    passwordReset: {
      subject: 'Reset your password',
      paragraphs: [
        'Someone asked to reset the password of your Yard Sale Finder account.',
        'This link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.',
      ],
      button: 'Reset Password',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      paragraphs: [
        'The password of your Yard Sale Finder account was just changed, and your other sessions were signed out.',
        'If you did not do this, reset your password at once and contact support.',
      ],
    },
  },
  es: {
    verification: {
      subject: 'Verifica tu correo electrónico',
      paragraphs: [
        '¡Te damos la bienvenida a Yard Sale Finder! Confirma que esta es tu dirección de correo electrónico para poder publicar ventas y escribir a los vendedores.',
        'Este enlace funciona una sola vez y vence en 24 horas. Si no creaste una cuenta, puedes ignorar este correo.',
      ],
      button: 'Verificar correo',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña',
      paragraphs: [
        'Alguien pidió restablecer la contraseña de tu cuenta de Yard Sale Finder.',
        'Este enlace funciona una sola vez y vence en 1 hora. Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
      ],
      button: 'Restablecer contraseña',
    },
    passwordChanged: {
      subject: 'Se cambió tu contraseña',
      paragraphs: [
        'La contraseña de tu cuenta de Yard Sale Finder se acaba de cambiar y se cerraron tus otras sesiones.',
        'Si no fuiste tú, restablece tu contraseña de inmediato y comunícate con el equipo de soporte.',
      ],
    },
  },
  fr: {
    verification: {
      subject: 'Vérifiez votre adresse courriel',
      paragraphs: [
        'Bienvenue sur Yard Sale Finder ! Veuillez confirmer qu’il s’agit bien de votre adresse courriel pour pouvoir publier des ventes et écrire aux vendeurs.',
        'Ce lien ne fonctionne qu’une fois et expire dans 24 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce courriel.',
      ],
      button: 'Vérifier mon courriel',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe',
      paragraphs: [
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Yard Sale Finder.',
        'Ce lien ne fonctionne qu’une fois et expire dans 1 heure. Si ce n’était pas vous, ignorez ce courriel : votre mot de passe reste le même.',
      ],
      button: 'Réinitialiser le mot de passe',
    },
    passwordChanged: {
      subject: 'Votre mot de passe a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte Yard Sale Finder vient d’être modifié, et vos autres sessions ont été fermées.',
        'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et communiquez avec le soutien.',
      ],
    },
  },
  de: {
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: [
        'Willkommen bei Yard Sale Finder! Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, damit Sie Flohmärkte veröffentlichen und Verkäufern schreiben können.',
        'Dieser Link funktioniert einmal und läuft in 24 Stunden ab. Wenn Sie kein Konto erstellt haben, können Sie diese E-Mail ignorieren.',
      ],
      button: 'E-Mail bestätigen',
    },
    passwordReset: {
      subject: 'Passwort zurücksetzen',
      paragraphs: [
        'Jemand hat angefordert, das Passwort Ihres Yard-Sale-Finder-Kontos zurückzusetzen.',
        'Dieser Link funktioniert einmal und läuft in 1 Stunde ab. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      button: 'Passwort zurücksetzen',
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      paragraphs: [
        'Das Passwort Ihres Yard-Sale-Finder-Kontos wurde soeben geändert, und Ihre anderen Sitzungen wurden abgemeldet.',
        'Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an den Support.',
      ],
    },
  },
  zh: {
    verification: {
      subject: '验证您的电子邮件地址',
      paragraphs: [
        '欢迎使用 Yard Sale Finder！请确认这是您的电子邮件地址，以便发布售卖信息并联系卖家。',
        '此链接仅可使用一次，24 小时后失效。如果您没有创建账户，可以忽略此邮件。',
      ],
      button: '验证邮箱',
    },
    passwordReset: {
      subject: '重置您的密码',
      paragraphs: ['有人请求重置您的 Yard Sale Finder 账户密码。', '此链接仅可使用一次，1 小时后失效。如果这不是您本人的操作，请忽略此邮件：您的密码不会改变。'],
      button: '重置密码',
    },
    passwordChanged: {
      subject: '您的密码已更改',
      paragraphs: ['您的 Yard Sale Finder 账户密码刚刚被更改，您的其他会话均已退出登录。', '如果这不是您本人的操作，请立即重置密码并联系客服。'],
    },
  },
  ja: {
    verification: {
      subject: 'メールアドレスの確認',
      paragraphs: [
        'Yard Sale Finder へようこそ！セールの投稿や出品者へのメッセージ送信ができるよう、このメールアドレスがご本人のものであることを確認してください。',
        'このリンクは 1 回だけ使用でき、24 時間で有効期限が切れます。アカウントを作成した覚えがない場合は、このメールを無視してください。',
      ],
      button: 'メールアドレスを確認',
    },
    passwordReset: {
      subject: 'パスワードの再設定',
      paragraphs: [
        'Yard Sale Finder アカウントのパスワード再設定が依頼されました。',
        'このリンクは 1 回だけ使用でき、1 時間で有効期限が切れます。お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      ],
      button: 'パスワードを再設定',
    },
    passwordChanged: {
      subject: 'パスワードが変更されました',
      paragraphs: [
        'Yard Sale Finder アカウントのパスワードが変更され、ほかのセッションはすべてログアウトされました。',
        'お心当たりがない場合は、すぐにパスワードを再設定し、サポートまでお問い合わせください。',
      ],
    },
  },
  ko: {
    verification: {
      subject: '이메일 주소를 인증해 주세요',
      paragraphs: [
        'Yard Sale Finder에 오신 것을 환영합니다! 세일을 게시하고 판매자에게 메시지를 보낼 수 있도록 본인의 이메일 주소인지 확인해 주세요.',
        '이 링크는 한 번만 사용할 수 있으며 24시간 후에 만료됩니다. 계정을 만들지 않았다면 이 이메일을 무시하셔도 됩니다.',
      ],
      button: '이메일 인증',
    },
    passwordReset: {
      subject: '비밀번호 재설정',
      paragraphs: [
        '누군가 Yard Sale Finder 계정의 비밀번호 재설정을 요청했습니다.',
        '이 링크는 한 번만 사용할 수 있으며 1시간 후에 만료됩니다. 본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
      ],
      button: '비밀번호 재설정',
    },
    passwordChanged: {
      subject: '비밀번호가 변경되었습니다',
      paragraphs: [
        'Yard Sale Finder 계정의 비밀번호가 방금 변경되었으며, 다른 세션은 모두 로그아웃되었습니다.',
        '본인이 변경하지 않았다면 즉시 비밀번호를 재설정하고 고객 지원팀에 문의하세요.',
      ],
    },
  },
};
