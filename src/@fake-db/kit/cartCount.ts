// The shop's mock reports its cart's size here, so the auth mock works with or without the shop.
let countCart: () => Promise<number> = () => Promise.resolve(0)

export function reportCartCount(count: () => Promise<number>): void {
  countCart = count
}

export const cartItemsCount = (): Promise<number> => countCart()
