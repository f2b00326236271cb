import axios from 'axios'
import { env } from '@/configs/env'

/** The one axios instance every request of the app goes through. */
export const http = axios.create({
  baseURL: env.apiBaseUrl || undefined,
  headers: { 'Content-Type': 'application/json' }
})

export default http
