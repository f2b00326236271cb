import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { logout } from '@/redux/auth'
import { makeStore } from '@/redux/store'
import { createAppRouter } from '@/router'
import { setSessionExpiredHandler } from '@/utility/httpSession'

/** Providers only, plus the one place that reacts to an expired session. */
export default function App() {
  const [store] = useState(makeStore)
  const [router] = useState(createAppRouter)

  useEffect(() => {
    setSessionExpiredHandler(() => {
      store.dispatch(logout())
      void router.navigate('/login')
    })
    return () => setSessionExpiredHandler(null)
  }, [store, router])

  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
