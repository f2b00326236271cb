import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { subscribeDemoDataChanged } from '@/configs/demoData'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { logout } from '@/redux/auth'
import { followSessionAcrossTabs } from '@/redux/authSync'
import { makeStore } from '@/redux/store'
import { setSessionExpiredHandler } from '@/utility/httpSession'

/** The router is built at boot, with the first page's code in place (main.tsx). */
export default function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [store] = useState(makeStore)

  useEffect(() => {
    setSessionExpiredHandler(() => {
      store.dispatch(logout())
      void router.navigate('/login')
    })
    return () => setSessionExpiredHandler(null)
  }, [store, router])

  useEffect(() => followSessionAcrossTabs(store), [store])

  // Another tab changed the kept demo data: the screens it changed load it again.
  useEffect(
    () =>
      subscribeDemoDataChanged(
        (changes) =>
          void import('@/redux/changedElsewhere').then((module) =>
            module.showChangesFromElsewhere(store, changes)
          )
      ),
    [store]
  )

  return (
    <Provider store={store}>
      {/* Router updates at default priority: React 18 drops a class component's timer update (a dialog's fade-out
          end) that lands while a router transition re-renders it, and the closed dialog then stays over the page. */}
      <RouterProvider router={router} useTransitions={false} />
    </Provider>
  )
}
