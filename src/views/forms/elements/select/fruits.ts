/** The sample options of the static select demos; their labels are `select.sample.fruits.<value>`. */
export const fruits = ['apple', 'banana', 'cherry', 'grape', 'lemon', 'mango', 'orange', 'pear'] as const
export const vegetables = ['carrot', 'leek', 'pepper', 'spinach'] as const
