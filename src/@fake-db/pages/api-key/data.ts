import type { ApiKey } from '@/views/pages/api-key/contract'
import { seedTime } from '../../kit/seedTime'

export function createApiKeys(): ApiKey[] {
  return [
    {
      id: 4,
      name: 'Reporting dashboard',
      access: 'read-only',
      key: 'nl_live_7Qm2VtXc9LpB4rHs1KdN8fWy3ZgJ6aEu',
      createdAt: seedTime(3, 9, 40)
    },
    {
      id: 3,
      name: 'Warehouse sync',
      access: 'write-only',
      key: 'nl_live_Rk5Tn2Bw8YcH1mQz6VjL3xPd9GsF4uAe',
      createdAt: seedTime(18, 14, 5)
    },
    {
      id: 2,
      name: 'Mobile app',
      access: 'full',
      key: 'nl_live_Hc8Jx4Nq1WvS7bLm2TzR5kDy9PgE3fUa',
      createdAt: seedTime(45, 11, 20)
    },
    {
      id: 1,
      name: 'Staging tests',
      access: 'full',
      key: 'nl_test_Zp3Lw9Ke6QsA1vYn4HdT8cMb2XjG7rFu',
      createdAt: seedTime(92, 16, 55)
    }
  ]
}
