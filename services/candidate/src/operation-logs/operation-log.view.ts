import type { OperationLog } from '@portal/contracts';
import type { OperationLogDoc } from './operation-log.model';

/** What the API answers for a stored operation log. */
export function toOperationLog(d: OperationLogDoc): OperationLog {
  return {
    id: d.id,
    operation: d.operation,
    gameName: d.gameName,
    targetId: d.targetId,
    status: d.status,
    actor: d.actor,
    at: d.at.toISOString(),
    details: d.details,
  };
}
