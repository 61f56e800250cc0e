import { DATA_DELETION_PROCESSING_DAYS } from '@yardsale/core/constants';
import type { DataDeletionRequest } from '@yardsale/core/schemas/data-deletion';
import type { Database } from '@/db/client';
import { dataDeletionRequests } from '@/db/schema';

export const DATA_DELETION_SUBMITTED_MESSAGE = `Request submitted. We will process it within ${DATA_DELETION_PROCESSING_DAYS} days.`;

/** Records a request for staff to process; the e-mail is kept as typed (trimmed by the schema). */
export async function submitDataDeletionRequest(database: Database, request: DataDeletionRequest): Promise<void> {
  await database.db.insert(dataDeletionRequests).values({ email: request.email, reason: request.reason });
}
