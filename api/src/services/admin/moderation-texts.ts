// What the owner of a post an administrator took down is told, and what someone who reported a post
// hears back, in each of the app's languages (SPEC: en, es, fr, de, zh, ja, ko): the mail reaches
// them in the language of their preferences.
import type { Language } from '@yardsale/core/constants';

export interface ModerationTexts {
  takenDownSubject: (title: string) => string;
  takenDown: (title: string) => string;
  /** Before the administrator's reason, quoted. */
  reason: string;
  whatNow: string;
  /** The button to My Posts. */
  open: string;
  /** To the owner: a moderator took back the takedown. */
  restoredSubject: (title: string) => string;
  restoredBody: (title: string) => string;
  /** To a reporter: the post they reported was taken down (removed, or hidden with its owner's account). */
  reportTakenDownSubject: (title: string) => string;
  reportTakenDown: (title: string) => string;
  /** To a reporter: the desk dismissed their report. */
  reportKeptSubject: (title: string) => string;
  reportKept: (title: string) => string;
  reportThanks: string;
}

export const MODERATION_TEXTS: Record<Language, ModerationTexts> = {
  en: {
    takenDownSubject: (title) => `Your post "${title}" was taken down`,
    takenDown: (title) => `A moderator took down your post "${title}". It no longer shows to others, and its photos are no longer shown.`,
    reason: 'The reason given:',
    whatNow: 'You still see it in My Posts. If you think this is a mistake, write to us through Contact Support in Settings.',
    open: 'Open My Posts',
    restoredSubject: (title) => `Your post "${title}" is back`,
    restoredBody: (title) => `A moderator reviewed your post "${title}" again and restored it: it shows to others again, with its photos, for as long as its dates or its time on the app last.`,
    reportTakenDownSubject: (title) => `The post you reported, "${title}", was taken down`,
    reportTakenDown: (title) => `Thank you for reporting "${title}". A moderator reviewed it and took it down: it no longer shows to anyone.`,
    reportKeptSubject: (title) => `We reviewed the post you reported, "${title}"`,
    reportKept: (title) => `Thank you for reporting "${title}". A moderator reviewed it and found that it does not break our Terms, so no action was taken.`,
    reportThanks: 'Reports like yours keep neighbours safe. If something else looks wrong, report it from the post’s details.',
  },
  es: {
    takenDownSubject: (title) => `Tu publicación «${title}» fue retirada`,
    takenDown: (title) => `Un moderador retiró tu publicación «${title}». Ya no se muestra a los demás, ni sus fotos.`,
    reason: 'El motivo indicado:',
    whatNow: 'Todavía la ves en Mis publicaciones. Si crees que es un error, escríbenos desde Contactar a soporte en Configuración.',
    open: 'Abrir Mis publicaciones',
    restoredSubject: (title) => `Tu publicación «${title}» vuelve a estar visible`,
    restoredBody: (title) => `Un moderador volvió a revisar tu publicación «${title}» y la restauró: vuelve a mostrarse a los demás, con sus fotos, mientras duren sus fechas o su tiempo en la app.`,
    reportTakenDownSubject: (title) => `La publicación que denunciaste, «${title}», fue retirada`,
    reportTakenDown: (title) => `Gracias por denunciar «${title}». Un moderador la revisó y la retiró: ya no se muestra a nadie.`,
    reportKeptSubject: (title) => `Revisamos la publicación que denunciaste, «${title}»`,
    reportKept: (title) => `Gracias por denunciar «${title}». Un moderador la revisó y determinó que no infringe nuestros Términos, así que no se tomó ninguna medida.`,
    reportThanks: 'Las denuncias como la tuya mantienen segura a la comunidad. Si ves algo más que no está bien, denúncialo desde los detalles de la publicación.',
  },
  fr: {
    takenDownSubject: (title) => `Votre annonce « ${title} » a été retirée`,
    takenDown: (title) => `Un modérateur a retiré votre annonce « ${title} ». Elle n’est plus visible par les autres, ni ses photos.`,
    reason: 'Le motif indiqué :',
    whatNow: 'Vous la voyez toujours dans Mes publications. Si vous pensez qu’il s’agit d’une erreur, écrivez-nous via Contacter le soutien dans les Paramètres.',
    open: 'Ouvrir Mes publications',
    restoredSubject: (title) => `Votre annonce « ${title} » est de retour`,
    restoredBody: (title) => `Un modérateur a réexaminé votre annonce « ${title} » et l’a rétablie : elle est de nouveau visible par les autres, avec ses photos, tant que durent ses dates ou sa durée de publication.`,
    reportTakenDownSubject: (title) => `L’annonce que vous avez signalée, « ${title} », a été retirée`,
    reportTakenDown: (title) => `Merci d’avoir signalé « ${title} ». Un modérateur l’a examinée et l’a retirée : elle n’est plus visible par personne.`,
    reportKeptSubject: (title) => `Nous avons examiné l’annonce que vous avez signalée, « ${title} »`,
    reportKept: (title) => `Merci d’avoir signalé « ${title} ». Un modérateur l’a examinée et a constaté qu’elle respecte nos Conditions : aucune mesure n’a été prise.`,
    reportThanks: 'Les signalements comme le vôtre protègent le voisinage. Si autre chose vous semble anormal, signalez-le depuis les détails de l’annonce.',
  },
  de: {
    takenDownSubject: (title) => `Ihr Beitrag „${title}“ wurde entfernt`,
    takenDown: (title) => `Ein Moderator hat Ihren Beitrag „${title}“ entfernt. Er und seine Fotos werden anderen nicht mehr angezeigt.`,
    reason: 'Der angegebene Grund:',
    whatNow: 'Sie sehen ihn weiterhin unter Meine Anzeigen. Wenn Sie das für einen Fehler halten, schreiben Sie uns über „Support kontaktieren“ in den Einstellungen.',
    open: 'Meine Anzeigen öffnen',
    restoredSubject: (title) => `Ihr Beitrag „${title}“ ist wieder sichtbar`,
    restoredBody: (title) => `Ein Moderator hat Ihren Beitrag „${title}“ erneut geprüft und wiederhergestellt: Er ist wieder für andere sichtbar, mit seinen Fotos, solange seine Termine oder seine Laufzeit in der App dauern.`,
    reportTakenDownSubject: (title) => `Der von Ihnen gemeldete Beitrag „${title}“ wurde entfernt`,
    reportTakenDown: (title) => `Danke, dass Sie „${title}“ gemeldet haben. Ein Moderator hat den Beitrag geprüft und entfernt: Er wird niemandem mehr angezeigt.`,
    reportKeptSubject: (title) => `Wir haben den von Ihnen gemeldeten Beitrag „${title}“ geprüft`,
    reportKept: (title) => `Danke, dass Sie „${title}“ gemeldet haben. Ein Moderator hat den Beitrag geprüft und keinen Verstoß gegen unsere Nutzungsbedingungen festgestellt. Daher wurde nichts unternommen.`,
    reportThanks: 'Meldungen wie Ihre sorgen für Sicherheit in der Nachbarschaft. Wenn Ihnen noch etwas auffällt, melden Sie es in den Details des Beitrags.',
  },
  zh: {
    takenDownSubject: (title) => `您的帖子“${title}”已被下架`,
    takenDown: (title) => `管理员下架了您的帖子“${title}”。其他人将无法再看到它及其照片。`,
    reason: '给出的原因：',
    whatNow: '您仍可在“我的发布”中看到它。如果您认为这是误判，请通过“设置”中的“联系客服”告诉我们。',
    open: '打开我的发布',
    restoredSubject: (title) => `您的帖子“${title}”已恢复`,
    restoredBody: (title) => `一位版主重新审核了您的帖子“${title}”并将其恢复：在其日期或有效期内，它会连同照片再次向他人显示。`,
    reportTakenDownSubject: (title) => `您举报的帖子“${title}”已被下架`,
    reportTakenDown: (title) => `感谢您举报“${title}”。管理员审核后已将其下架，任何人都无法再看到它。`,
    reportKeptSubject: (title) => `我们已审核您举报的帖子“${title}”`,
    reportKept: (title) => `感谢您举报“${title}”。管理员审核后认为它没有违反我们的条款，因此未采取任何措施。`,
    reportThanks: '您的举报让邻里更安全。如发现其他问题，请在帖子详情中举报。',
  },
  ja: {
    takenDownSubject: (title) => `あなたの投稿「${title}」は非公開になりました`,
    takenDown: (title) => `モデレーターがあなたの投稿「${title}」を非公開にしました。他の人には投稿も写真も表示されなくなります。`,
    reason: '理由：',
    whatNow: '「自分の投稿」では引き続き確認できます。誤りだと思われる場合は、設定の「サポートに問い合わせる」からご連絡ください。',
    open: '自分の投稿を開く',
    restoredSubject: (title) => `あなたの投稿「${title}」が元に戻りました`,
    restoredBody: (title) => `モデレーターがあなたの投稿「${title}」を再確認し、元に戻しました。日程または掲載期間のあいだ、写真とともに再び他の人に表示されます。`,
    reportTakenDownSubject: (title) => `通報いただいた投稿「${title}」を非公開にしました`,
    reportTakenDown: (title) => `「${title}」を通報いただきありがとうございます。モデレーターが確認し、非公開にしました。今後は誰にも表示されません。`,
    reportKeptSubject: (title) => `通報いただいた投稿「${title}」を確認しました`,
    reportKept: (title) => `「${title}」を通報いただきありがとうございます。モデレーターが確認したところ、利用規約に違反していなかったため、対応は行いませんでした。`,
    reportThanks: 'ご通報は地域の安全を守る助けになります。ほかにも気になる点があれば、投稿の詳細から通報してください。',
  },
  ko: {
    takenDownSubject: (title) => `게시물 ‘${title}’이(가) 내려졌습니다`,
    takenDown: (title) => `관리자가 회원님의 게시물 ‘${title}’을(를) 내렸습니다. 이제 다른 사람에게 게시물과 사진이 표시되지 않습니다.`,
    reason: '사유:',
    whatNow: '내 게시물에서는 계속 볼 수 있습니다. 잘못된 조치라고 생각되면 설정의 고객 지원 문의로 알려 주세요.',
    open: '내 게시물 열기',
    restoredSubject: (title) => `게시물 ‘${title}’이(가) 복원되었습니다`,
    restoredBody: (title) => `관리자가 게시물 ‘${title}’을(를) 다시 검토하여 복원했습니다. 날짜나 게시 기간이 남아 있는 동안 사진과 함께 다시 다른 사람에게 표시됩니다.`,
    reportTakenDownSubject: (title) => `신고하신 게시물 ‘${title}’이(가) 내려졌습니다`,
    reportTakenDown: (title) => `‘${title}’을(를) 신고해 주셔서 감사합니다. 관리자가 검토한 후 게시물을 내렸습니다. 이제 누구에게도 표시되지 않습니다.`,
    reportKeptSubject: (title) => `신고하신 게시물 ‘${title}’을(를) 검토했습니다`,
    reportKept: (title) => `‘${title}’을(를) 신고해 주셔서 감사합니다. 관리자가 검토한 결과 이용약관 위반이 아니어서 별도 조치는 하지 않았습니다.`,
    reportThanks: '회원님의 신고가 이웃을 안전하게 지켜 줍니다. 다른 문제가 보이면 게시물 상세 화면에서 신고해 주세요.',
  },
};
