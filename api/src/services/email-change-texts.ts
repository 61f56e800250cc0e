// The two e-mails of an e-mail change (decision 0070), in each of the app's languages: the link to
// the new address, and word to the old one once the change is made.
import type { Language } from '@yardsale/core/constants';
import type { AccountMailText } from './account-mail-texts';

export interface EmailChangeTexts {
  /** To the new address: the link that makes it the account's. */
  confirm: AccountMailText;
  /** To the old address, once it is no longer the account's: `{new}` is the new address. */
  changed: AccountMailText;
}

export const EMAIL_CHANGE_TEXTS: Record<Language, EmailChangeTexts> = {
  en: {
    confirm: {
      subject: 'Confirm your new email address',
      paragraphs: [
        'Someone asked to make this the email address of a Yard Sale Finder account. Open the link to confirm it: you will then sign in with this address.',
        'This link works once and expires in 24 hours. If it was not you, ignore this email: nothing changes.',
      ],
      button: 'Confirm Email',
    },
    changed: {
      subject: 'Your email address was changed',
      paragraphs: [
        'The email address of your Yard Sale Finder account was changed to {new}. You now sign in with that address, and this one gets no more mail from us.',
        'If you did not do this, contact support at once.',
      ],
    },
  },
  es: {
    confirm: {
      subject: 'Confirma tu nueva dirección de correo',
      paragraphs: [
        'Alguien pidió que esta sea la dirección de correo de una cuenta de Yard Sale Finder. Abre el enlace para confirmarlo: después iniciarás sesión con esta dirección.',
        'Este enlace funciona una vez y caduca en 24 horas. Si no fuiste tú, ignora este correo: nada cambia.',
      ],
      button: 'Confirmar correo',
    },
    changed: {
      subject: 'Se cambió tu dirección de correo',
      paragraphs: [
        'La dirección de correo de tu cuenta de Yard Sale Finder se cambió a {new}. Ahora inicias sesión con esa dirección, y esta ya no recibirá correos nuestros.',
        'Si no fuiste tú, contacta con soporte de inmediato.',
      ],
    },
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre nouvelle adresse courriel',
      paragraphs: [
        'Quelqu’un a demandé que cette adresse devienne celle d’un compte Yard Sale Finder. Ouvrez le lien pour le confirmer : vous vous connecterez ensuite avec cette adresse.',
        'Ce lien fonctionne une fois et expire dans 24 heures. Si ce n’était pas vous, ignorez ce courriel : rien ne change.',
      ],
      button: 'Confirmer l’adresse',
    },
    changed: {
      subject: 'Votre adresse courriel a été modifiée',
      paragraphs: [
        'L’adresse courriel de votre compte Yard Sale Finder a été remplacée par {new}. Vous vous connectez désormais avec cette adresse, et celle-ci ne recevra plus nos courriels.',
        'Si ce n’était pas vous, contactez le soutien sans attendre.',
      ],
    },
  },
  de: {
    confirm: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      paragraphs: [
        'Jemand möchte diese Adresse zur E-Mail-Adresse eines Yard Sale Finder-Kontos machen. Öffnen Sie den Link, um das zu bestätigen: Danach melden Sie sich mit dieser Adresse an.',
        'Der Link funktioniert einmal und läuft in 24 Stunden ab. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
      ],
      button: 'E-Mail bestätigen',
    },
    changed: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      paragraphs: [
        'Die E-Mail-Adresse Ihres Yard Sale Finder-Kontos wurde in {new} geändert. Sie melden sich jetzt mit dieser Adresse an, und an diese Adresse senden wir nichts mehr.',
        'Wenn Sie das nicht waren, wenden Sie sich sofort an den Support.',
      ],
    },
  },
  zh: {
    confirm: {
      subject: '确认您的新电子邮件地址',
      paragraphs: [
        '有人请求将此地址设为一个 Yard Sale Finder 账户的电子邮件地址。打开链接即可确认：之后您将使用此地址登录。',
        '此链接只能使用一次，24 小时后失效。如果不是您本人操作，请忽略此邮件：什么都不会改变。',
      ],
      button: '确认电子邮件',
    },
    changed: {
      subject: '您的电子邮件地址已更改',
      paragraphs: [
        '您的 Yard Sale Finder 账户的电子邮件地址已更改为 {new}。您现在使用该地址登录，此地址将不再收到我们的邮件。',
        '如果不是您本人操作，请立即联系客服。',
      ],
    },
  },
  ja: {
    confirm: {
      subject: '新しいメールアドレスの確認',
      paragraphs: [
        'Yard Sale Finder アカウントのメールアドレスをこのアドレスに変更するよう依頼がありました。リンクを開いて確認してください。確認後はこのアドレスでログインします。',
        'このリンクは1回のみ有効で、24時間で期限切れになります。心当たりがない場合は、このメールを無視してください。何も変更されません。',
      ],
      button: 'メールアドレスを確認',
    },
    changed: {
      subject: 'メールアドレスが変更されました',
      paragraphs: [
        'Yard Sale Finder アカウントのメールアドレスが {new} に変更されました。今後はそのアドレスでログインし、このアドレスには当サービスからのメールは届きません。',
        '心当たりがない場合は、すぐにサポートにお問い合わせください。',
      ],
    },
  },
  ko: {
    confirm: {
      subject: '새 이메일 주소를 확인하세요',
      paragraphs: [
        '누군가 이 주소를 Yard Sale Finder 계정의 이메일 주소로 바꾸도록 요청했습니다. 링크를 열어 확인하세요. 확인 후에는 이 주소로 로그인합니다.',
        '이 링크는 한 번만 사용할 수 있으며 24시간 후 만료됩니다. 본인이 요청하지 않았다면 이 이메일을 무시하세요. 아무것도 바뀌지 않습니다.',
      ],
      button: '이메일 확인',
    },
    changed: {
      subject: '이메일 주소가 변경되었습니다',
      paragraphs: [
        'Yard Sale Finder 계정의 이메일 주소가 {new}(으)로 변경되었습니다. 이제 그 주소로 로그인하며, 이 주소로는 더 이상 메일을 보내지 않습니다.',
        '본인이 변경하지 않았다면 즉시 고객 지원에 문의하세요.',
      ],
    },
  },
};
