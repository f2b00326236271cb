import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { jwtConfig } from '@/configs/jwt'
import { failedResponse } from '@/utility/httpSession'
import { loadHttp } from '@/utility/loadHttp'
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  getUserData,
  saveSession
} from '@/utility/auth/storage'
import { isUserData } from '@/utility/auth/validate'
import type {
  AuthSession,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UserData
} from '@/utility/auth/contract'

export interface AuthState {
  userData: UserData | null
  accessToken: string | null
  refreshToken: string | null
}

export interface AuthRejection {
  fieldErrors: Record<string, string>
  message?: string
}

/** A stored user of the wrong shape would otherwise crash every page, /login included. */
export function initialAuthState(): AuthState {
  const userData = getUserData()
  const accessToken = getAccessToken()
  if (!userData || !accessToken) {
    if (accessToken || getRefreshToken()) clearSession()
    return { userData: null, accessToken: null, refreshToken: null }
  }
  return { userData, accessToken, refreshToken: getRefreshToken() }
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** State only: the thunks below have already stored the session. */
    loginSuccess(state, action: PayloadAction<AuthSession>) {
      state.userData = action.payload.userData
      state.accessToken = action.payload.accessToken
      state.refreshToken = action.payload.refreshToken
    },
    /** State only: `logoutUser` clears storage and tells the server. */
    logout(state) {
      state.userData = null
      state.accessToken = null
      state.refreshToken = null
    }
  },
  selectors: {
    selectUserData: (state) => state.userData,
    selectIsLoggedIn: (state) => state.userData !== null && state.accessToken !== null
  }
})

export const { loginSuccess, logout } = authSlice.actions
export const { selectUserData, selectIsLoggedIn } = authSlice.selectors

const createAuthThunk = createAsyncThunk.withTypes<{ rejectValue: AuthRejection }>()

function toRejection(error: unknown): AuthRejection {
  if (typeof error === 'object' && error !== null && !Array.isArray(error)) {
    const entries = Object.entries(error).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string'
    )
    return { fieldErrors: Object.fromEntries(entries) }
  }
  return { fieldErrors: {}, message: typeof error === 'string' ? error : 'Something went wrong' }
}

// The server reports field errors as `{error: ...}`: with 400 on login, with 200 on register.
function rejectionFrom(caught: unknown): AuthRejection {
  const error = errorIn(failedResponse(caught)?.data)
  if (error !== undefined) return toRejection(error)
  return { fieldErrors: {}, message: caught instanceof Error ? caught.message : 'Something went wrong' }
}

function errorIn(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'error' in data ? data.error : undefined
}

export const login = createAuthThunk(
  'auth/login',
  async (credentials: LoginRequest, { dispatch, rejectWithValue }) => {
    try {
      const http = await loadHttp()
      const { data } = await http.post<LoginResponse>(jwtConfig.loginEndpoint, credentials)
      const error = errorIn(data)
      if (error !== undefined) return rejectWithValue(toRejection(error))
      if (!isUserData(data.userData))
        return rejectWithValue({ fieldErrors: {}, message: 'Something went wrong' })
      saveSession(data)
      dispatch(loginSuccess(data))
      return data
    } catch (caught) {
      return rejectWithValue(rejectionFrom(caught))
    }
  }
)

export const register = createAuthThunk(
  'auth/register',
  async (fields: RegisterRequest, { dispatch, rejectWithValue }) => {
    try {
      const http = await loadHttp()
      const { data } = await http.post<RegisterResponse>(jwtConfig.registerEndpoint, fields)
      const error = errorIn(data)
      if (error !== undefined) return rejectWithValue(toRejection(error))
      if (!isUserData(data.user)) return rejectWithValue({ fieldErrors: {}, message: 'Something went wrong' })
      const session: AuthSession = {
        userData: data.user,
        accessToken: data.accessToken,
        refreshToken: data.refreshToken
      }
      saveSession(session)
      dispatch(loginSuccess(session))
      return session
    } catch (caught) {
      return rejectWithValue(rejectionFrom(caught))
    }
  }
)

/** Locally first: neither a dead network nor a refresh in flight may keep the session alive. */
export const logoutUser = createAuthThunk('auth/logoutUser', async (_: void, { dispatch }) => {
  clearSession()
  dispatch(logout())
  try {
    const http = await loadHttp()
    await http.post(jwtConfig.logoutEndpoint)
  } catch {
    // the local session is already gone
  }
})
