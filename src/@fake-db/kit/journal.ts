type Bag = Record<PropertyKey, unknown>

const originals = new WeakMap<object, Bag>()

function isPlain(value: unknown): value is Bag {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return Array.isArray(value) || prototype === Object.prototype || prototype === null
}

/** The data behind a view, for reads that scan many rows: scanning views would create one per row. */
export function original<T>(value: T): T {
  return ((isPlain(value) && originals.get(value)) || value) as T
}

/** A value a handler stores: views of store data become the data itself, also inside what it built. */
function unwrap(value: unknown): unknown {
  if (!isPlain(value)) return value
  const original = originals.get(value)
  if (original) return original
  for (const key of Object.keys(value)) {
    const inner = value[key]
    const plain = unwrap(inner)
    if (plain !== inner) value[key] = plain
  }
  return value
}

/** Records every change made through its views as a step that puts the old value back. */
/** Where a value was reached from: the object holding it and its key there. */
export interface Parent {
  parent: Bag
  key: PropertyKey
}

/** Told of every change before it is made: what holds the value, its key and the new value. */
export type ChangeWatcher = (target: Bag, key: PropertyKey, value: unknown) => void

export class Journal {
  open = true
  watcher: ChangeWatcher | null = null
  private readonly steps: (() => void)[] = []
  private readonly views = new WeakMap<Bag, Bag>()
  private readonly parents = new WeakMap<Bag, Parent>()
  private readonly traps: ProxyHandler<Bag> = {
    get: (target, key) => {
      const value = target[key]
      return this.open ? this.view(value, { parent: target, key }) : value
    },
    set: (target, key, value: unknown) => {
      this.remember(target, key, value)
      target[key] = unwrap(value)
      return true
    },
    deleteProperty: (target, key) => {
      this.remember(target, key, undefined)
      return delete target[key]
    }
  }

  view<T>(value: T, from?: Parent): T {
    if (!isPlain(value)) return value
    let view = this.views.get(value)
    if (!view) {
      view = new Proxy(value, this.traps)
      this.views.set(value, view)
      if (from) this.parents.set(value, from)
      originals.set(view, value)
    }
    return view as T
  }

  /** The object a value was first reached from in this write, if it was reached through a view. */
  parentOf(value: Bag): Parent | undefined {
    return this.parents.get(value)
  }

  rollback(): void {
    for (const step of this.steps.reverse()) step()
    this.steps.length = 0
  }

  private remember(target: Bag, key: PropertyKey, value: unknown): void {
    if (!this.open) return
    this.watcher?.(target, key, value)
    const had = Object.hasOwn(target, key)
    const before = target[key]
    // Writing past the end of an array grows it before any write to `length` is seen.
    const length = Array.isArray(target) ? target.length : undefined
    this.steps.push(() => {
      if (had) target[key] = before
      else delete target[key]
      if (length !== undefined) target.length = length
    })
  }
}
