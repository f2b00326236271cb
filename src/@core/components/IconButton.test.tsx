import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Star, Trash2 } from 'lucide-react'
import { IconButton } from './IconButton'

describe('IconButton', () => {
  it('is named by its label, which is also its tooltip unless a shorter title is given', async () => {
    const onClick = vi.fn()
    render(
      <>
        <IconButton
          icon={Trash2}
          label="Delete Ada Lovelace"
          title="Delete"
          danger
          size="sm"
          onClick={onClick}
        />
        <IconButton icon={Star} label="Close" />
      </>
    )
    const remove = screen.getByRole('button', { name: 'Delete Ada Lovelace' })
    expect(remove).toHaveAttribute('title', 'Delete')
    expect(remove).toHaveAttribute('type', 'button')
    expect(remove).toHaveClass('btn', 'btn-sm', 'btn-icon-action', 'btn-icon-danger')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('title', 'Close')
    await userEvent.click(remove)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('as a toggle, says whether it is pressed and fills its icon when it is', () => {
    const { rerender } = render(<IconButton icon={Star} label="Star" pressed={false} />)
    const star = screen.getByRole('button', { name: 'Star' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    expect(star.querySelector('svg')).toHaveAttribute('fill', 'none')
    rerender(<IconButton icon={Star} label="Star" pressed />)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(star.querySelector('svg')).toHaveAttribute('fill', 'currentColor')
  })
})
