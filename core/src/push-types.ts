// Shapes of Web Push (decision 0015): the key browsers subscribe with, and what a notification carries.

/** GET /api/push/key */
export interface PushKey {
  /** The server's VAPID public key in base64url: PushManager.subscribe's applicationServerKey. */
  publicKey: string;
}

/** The JSON inside each push message; the service worker shows it and opens `url` when tapped. */
export interface PushNotification {
  title: string;
  body: string;
  /** A path of the app, e.g. the conversation's /messages?listing={id}&with={userId}. */
  url: string;
}
