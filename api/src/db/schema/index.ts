export * from './users';
export * from './listings';
export * from './social';
export * from './requests';
export * from './uploads';
export * from './push';
export * from './alerts';
export * from './item-alerts';
