import {
  BookOpen, Calendar, ChartPie, CircleAlert, CircleHelp, CircleUser, ClipboardList, Clock, Component, CreditCard,
  DollarSign, File, FileArchive, FileAudio, FileCheck, FileCode, FileImage, FileKey, FilePen, FileSpreadsheet,
  FileText, FileVideo, Heart, House, Kanban, KeyRound, Layers, LayoutGrid, LayoutTemplate, ListOrdered, Lock, LogIn,
  Mail, MailCheck, MessageSquare, Newspaper, Package, Palette, PanelsTopLeft, PenLine, Puzzle, Receipt,
  RectangleEllipsis, RotateCcw, Settings, Sheet, Shield, ShieldCheck, ShieldX, ShoppingCart, SquareCheck, Table,
  TextCursorInput, Type, User, UserPlus, Users, Wrench, type LucideIcon
} from 'lucide-react'

/** The lucide icons the search data names (pages' `icon`, files' `file`). Named imports only:
 *  `import * as icons` would pull every lucide icon into the bundle. A name missing here falls
 *  back to a plain file icon rather than breaking the row. */
const icons: Record<string, LucideIcon> = {
  BookOpen, Calendar, ChartPie, CircleAlert, CircleHelp, CircleUser, ClipboardList, Clock, Component, CreditCard,
  DollarSign, FileArchive, FileAudio, FileCheck, FileCode, FileImage, FileKey, FilePen, FileSpreadsheet,
  FileText, FileVideo, Heart, House, Kanban, KeyRound, Layers, LayoutGrid, LayoutTemplate, ListOrdered, Lock, LogIn,
  Mail, MailCheck, MessageSquare, Newspaper, Package, Palette, PanelsTopLeft, PenLine, Puzzle, Receipt,
  RectangleEllipsis, RotateCcw, Settings, Sheet, Shield, ShieldCheck, ShieldX, ShoppingCart, SquareCheck, Table,
  TextCursorInput, Type, User, UserPlus, Users, Wrench
}

export const fallbackIcon: LucideIcon = File

export function iconFor(name: string): LucideIcon {
  return Object.hasOwn(icons, name) ? icons[name] : fallbackIcon
}
