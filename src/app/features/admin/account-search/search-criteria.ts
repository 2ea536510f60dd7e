// The search lives in the address (?q=…&role=…&status=…&level=…), so a reload, the back button and a shared
// link all show the same search. Values the contract does not know are ignored.
import type { AccountLevel, AccountStatus, Role } from '../../../gql/graphql';
import { levels, roles, statuses } from '../labels';

export interface SearchCriteria {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
  level: AccountLevel | '';
}

export function criteriaFrom(params: URLSearchParams): SearchCriteria {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const level = params.get('level') ?? '';
  return {
    q: params.get('q') ?? '',
    role: (roles as readonly string[]).includes(role) ? (role as Role) : '',
    status: (statuses as readonly string[]).includes(status) ? (status as AccountStatus) : '',
    level: (levels as readonly string[]).includes(level) ? (level as AccountLevel) : '',
  };
}

/** The query string of a search (empty parts left out), without the leading '?'. */
export function queryOf(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  if (criteria.q.trim()) params.set('q', criteria.q.trim());
  if (criteria.role) params.set('role', criteria.role);
  if (criteria.status) params.set('status', criteria.status);
  if (criteria.level) params.set('level', criteria.level);
  return params.toString();
}

/** The query's variables: nothing given means everyone. */
export function variablesOf(criteria: SearchCriteria) {
  return { search: criteria.q.trim() || null, role: criteria.role || null, status: criteria.status || null, level: criteria.level || null };
}
