import { useState } from 'react'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router-dom'
import { makeStore } from '@/redux/store'
import { createAppRouter } from '@/router'

/** Providers only. */
export default function App() {
  const [store] = useState(makeStore)
  const [router] = useState(createAppRouter)
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
