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
export class Journal {
  open = true
  private readonly steps: (() => void)[] = []
  private readonly views = new WeakMap<Bag, Bag>()
  private readonly traps: ProxyHandler<Bag> = {
    get: (target, key) => {
      const value = target[key]
      return this.open ? this.view(value) : value
    },
    set: (target, key, value: unknown) => {
      this.remember(target, key)
      target[key] = unwrap(value)
      return true
    },
    deleteProperty: (target, key) => {
      this.remember(target, key)
      return delete target[key]
    }
  }

  view<T>(value: T): T {
    if (!isPlain(value)) return value
    let view = this.views.get(value)
    if (!view) {
      view = new Proxy(value, this.traps)
      this.views.set(value, view)
      originals.set(view, value)
    }
    return view as T
  }

  rollback(): void {
    for (const step of this.steps.reverse()) step()
    this.steps.length = 0
  }

  private remember(target: Bag, key: PropertyKey): void {
    if (!this.open) return
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
