// The account's own e-mails (verification, password reset, password changed, a deletion request and its completion) in each of the app's
// languages (SPEC: en, es, fr, de, zh, ja, ko): they are written in the account's language.
import { DATA_DELETION_PROCESSING_DAYS, type Language } from '@yardsale/core/constants';

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
  /** To the account an erasure request names: whoever filed it, its owner learns of it. */
  dataDeletionRequested: AccountMailText;
  /** To the address a request named, once the desk has deleted what was kept for it. */
  dataDeletionCompleted: AccountMailText;
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
    dataDeletionRequested: {
      subject: 'We received a request to delete your data',
      paragraphs: [
        `Someone asked us to delete the data of the Yard Sale Finder account with this email address. We will process the request within ${DATA_DELETION_PROCESSING_DAYS} days.`,
        'If you did not ask for this, contact support before then and nothing will be deleted. You can also delete your account yourself at any time in Settings.',
      ],
    },
    dataDeletionCompleted: {
      subject: 'Your data has been deleted',
      paragraphs: [
        'As you asked, we deleted the data we held for this email address: its Yard Sale Finder account, if it had one, with its sales, classifieds, messages and photos, and the messages sent to support from it.',
        'Reports of fraud that concern it are kept, as our privacy policy explains. The people it wrote to keep their own copy of those conversations until they delete them.',
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
    dataDeletionRequested: {
      subject: 'Recibimos una solicitud para eliminar tus datos',
      paragraphs: [
        `Alguien nos pidió eliminar los datos de la cuenta de Yard Sale Finder con esta dirección de correo. Procesaremos la solicitud en un plazo de ${DATA_DELETION_PROCESSING_DAYS} días.`,
        'Si no fuiste tú, comunícate con el equipo de soporte antes de esa fecha y no se eliminará nada. También puedes eliminar tu cuenta tú mismo en cualquier momento en Configuración.',
      ],
    },
    dataDeletionCompleted: {
      subject: 'Tus datos fueron eliminados',
      paragraphs: [
        'Como lo pediste, eliminamos los datos que teníamos de esta dirección de correo: su cuenta de Yard Sale Finder, si tenía una, con sus ventas, clasificados, mensajes y fotos, y los mensajes enviados desde ella al equipo de soporte.',
        'Conservamos los reportes de fraude que la mencionan, como explica nuestra política de privacidad. Las personas con las que conversó conservan su copia de esas conversaciones hasta que la eliminen.',
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
    dataDeletionRequested: {
      subject: 'Nous avons reçu une demande de suppression de vos données',
      paragraphs: [
        `Quelqu’un nous a demandé de supprimer les données du compte Yard Sale Finder associé à cette adresse courriel. Nous traiterons la demande dans un délai de ${DATA_DELETION_PROCESSING_DAYS} jours.`,
        'Si vous n’êtes pas à l’origine de cette demande, communiquez avec le soutien d’ici là et rien ne sera supprimé. Vous pouvez aussi supprimer votre compte vous-même à tout moment dans les Paramètres.',
      ],
    },
    dataDeletionCompleted: {
      subject: 'Vos données ont été supprimées',
      paragraphs: [
        'Comme vous l’avez demandé, nous avons supprimé les données que nous détenions pour cette adresse courriel : son compte Yard Sale Finder, s’il en avait un, avec ses ventes, petites annonces, messages et photos, ainsi que les messages envoyés au soutien depuis cette adresse.',
        'Les signalements de fraude qui la concernent sont conservés, comme l’explique notre politique de confidentialité. Les personnes avec qui il a échangé gardent leur copie de ces conversations jusqu’à ce qu’elles la suppriment.',
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
    dataDeletionRequested: {
      subject: 'Wir haben eine Anfrage zur Löschung Ihrer Daten erhalten',
      paragraphs: [
        `Jemand hat uns gebeten, die Daten des Yard-Sale-Finder-Kontos mit dieser E-Mail-Adresse zu löschen. Wir bearbeiten die Anfrage innerhalb von ${DATA_DELETION_PROCESSING_DAYS} Tagen.`,
        'Wenn Sie das nicht waren, wenden Sie sich bis dahin an den Support, dann wird nichts gelöscht. Sie können Ihr Konto auch jederzeit selbst in den Einstellungen löschen.',
      ],
    },
    dataDeletionCompleted: {
      subject: 'Ihre Daten wurden gelöscht',
      paragraphs: [
        'Wie gewünscht haben wir die Daten zu dieser E-Mail-Adresse gelöscht: das Yard-Sale-Finder-Konto, falls es eines gab, mit seinen Verkäufen, Kleinanzeigen, Nachrichten und Fotos, sowie die Nachrichten, die von dieser Adresse an den Support gingen.',
        'Betrugsmeldungen, die sie betreffen, bleiben erhalten, wie unsere Datenschutzerklärung erläutert. Wer mit dem Konto geschrieben hat, behält seine Kopie dieser Unterhaltungen, bis er sie löscht.',
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
    dataDeletionRequested: {
      subject: '我们收到了删除您数据的请求',
      paragraphs: [
        `有人请求我们删除使用此电子邮件地址的 Yard Sale Finder 账户的数据。我们将在 ${DATA_DELETION_PROCESSING_DAYS} 天内处理该请求。`,
        '如果这不是您本人的请求，请在此之前联系客服，我们不会删除任何内容。您也可以随时在“设置”中自行删除账户。',
      ],
    },
    dataDeletionCompleted: {
      subject: '您的数据已删除',
      paragraphs: [
        '按照您的要求，我们已删除与此电子邮件地址相关的数据：其 Yard Sale Finder 账户（如有）及其中的售卖、分类信息、消息和照片，以及从该地址发送给客服的消息。',
        '与其相关的欺诈举报会按照我们的隐私政策予以保留。与该账户对话过的人会保留其对话副本，直到他们自行删除。',
      ],
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
    dataDeletionRequested: {
      subject: 'データ削除のリクエストを受け付けました',
      paragraphs: [
        `このメールアドレスの Yard Sale Finder アカウントのデータを削除するよう依頼がありました。リクエストは${DATA_DELETION_PROCESSING_DAYS}日以内に処理されます。`,
        'お心当たりがない場合は、それまでにサポートまでご連絡ください。何も削除されません。アカウントは「設定」からいつでもご自身で削除することもできます。',
      ],
    },
    dataDeletionCompleted: {
      subject: 'データを削除しました',
      paragraphs: [
        'ご依頼に従い、このメールアドレスについて保持していたデータを削除しました。Yard Sale Finder のアカウント（ある場合）とそのセール、クラシファイド、メッセージ、写真、およびこのアドレスからサポートに送られたメッセージです。',
        'このアドレスに関する詐欺の報告は、プライバシーポリシーに記載のとおり保持されます。やり取りした相手の側には、相手が削除するまで会話の控えが残ります。',
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
    dataDeletionRequested: {
      subject: '데이터 삭제 요청을 받았습니다',
      paragraphs: [
        `이 이메일 주소를 사용하는 Yard Sale Finder 계정의 데이터를 삭제해 달라는 요청이 접수되었습니다. 요청은 ${DATA_DELETION_PROCESSING_DAYS}일 이내에 처리됩니다.`,
        '본인이 요청하지 않았다면 그 전에 고객 지원팀에 문의해 주세요. 아무것도 삭제되지 않습니다. 설정에서 언제든지 직접 계정을 삭제할 수도 있습니다.',
      ],
    },
    dataDeletionCompleted: {
      subject: '데이터가 삭제되었습니다',
      paragraphs: [
        '요청하신 대로 이 이메일 주소에 대해 보관하던 데이터를 삭제했습니다. Yard Sale Finder 계정(있는 경우)과 그 판매, 중고 거래 글, 메시지, 사진, 그리고 이 주소에서 고객 지원팀에 보낸 메시지입니다.',
        '이 주소와 관련된 사기 신고는 개인정보 처리방침에 설명된 대로 보관됩니다. 대화한 상대방은 직접 삭제할 때까지 대화 사본을 보관합니다.',
      ],
    },
  },
};
