export { ALL_NAMESPACES, changeLanguage, chooseLanguage, i18n, languageOfDevice, loadNamespaces } from './instance';
export { Trans } from './trans';
export type { TFunction } from './translator';
export { useTranslation } from './use-translation';
