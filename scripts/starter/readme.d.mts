interface ReadmeArea {
  key: string
  dir: string
  core: boolean
}

export function starterReadme(options: {
  kept: ReadmeArea[]
  dropped: ReadmeArea[]
  locales: string[]
  namespaces: string[]
  mock: boolean
  leftOut: string[]
}): string
