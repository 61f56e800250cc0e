// Three people around one seller's yard sale and classified: the seller, a buyer and a stranger.
import type { Message } from '@yardsale/core/api-types';
import type { LatLng } from '@yardsale/core/geo';
import type { TestServer } from './server';
import { classifiedRow, insertClassifieds } from './classifieds';
import { createUser, insertRows, json, saleRow, torontoDay, type TestUser } from './factories';

export interface MessagingWorld {
  seller: TestUser;
  buyer: TestUser;
  stranger: TestUser;
  saleId: string;
  classifiedId: string;
}

/** Tomorrow's sale in Toronto's zone: shown whatever the hour the test runs. */
const upcoming = () => ({ timeZone: 'America/Toronto', dates: [torontoDay(1)], startDate: torontoDay(1), endDate: torontoDay(1) });

export async function messagingWorld(server: TestServer, spot: LatLng): Promise<MessagingWorld> {
  const db = server.database.db;
  const [seller, buyer, stranger] = await Promise.all([0, 1, 2].map(() => createUser(db, server.url)));
  const [saleId] = await insertRows(db, [saleRow(seller!.user.id, spot, new Date(), { title: 'Moving sale', ...upcoming() })]);
  const [classifiedId] = await insertClassifieds(db, [classifiedRow(seller!.user.id, spot, new Date(), { title: 'Oak desk', price: '80.00' })]);
  return { seller: seller!, buyer: buyer!, stranger: stranger!, saleId: saleId!, classifiedId: classifiedId! };
}

/** Sends and expects it accepted (201). */
export async function send(from: TestUser, body: Record<string, unknown>): Promise<Message> {
  return json<Message>(await from.client.post('/api/messages', body), 201);
}
