// Makes the player page's media in public/media: a short chime (WAV), a short animation (WebM, drawn on a canvas
// and recorded by Chromium's MediaRecorder, duration and cues included) and its captions (WebVTT) in five languages.
// Run: node scripts/make-media.mjs
/* global Buffer, document, MediaRecorder, performance, requestAnimationFrame, Blob */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/media')
const seconds = 4

function chime() {
  const rate = 16000
  const notes = [523.25, 659.25, 783.99, 1046.5]
  const samples = new Int16Array(rate * 3)
  notes.forEach((frequency, index) => {
    const start = Math.round(index * 0.5 * rate)
    for (let at = start; at < samples.length; at++) {
      const time = (at - start) / rate
      const wave = Math.sin(2 * Math.PI * frequency * time) + 0.3 * Math.sin(4 * Math.PI * frequency * time)
      samples[at] += Math.round(wave * Math.exp(-3 * time) * 5000)
    }
  })
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.byteLength, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.byteLength, 40)
  return Buffer.concat([header, Buffer.from(samples.buffer)])
}

/** Runs in the browser: an aurora over a fjord, recorded for `seconds`. */
async function record(length) {
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 })
  document.body.append(canvas)
  const context = canvas.getContext('2d')
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 300_000
  })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const started = performance.now()
  const draw = () => {
    const time = (performance.now() - started) / 1000
    const sky = context.createLinearGradient(0, 0, 0, 180)
    sky.addColorStop(0, '#1b2450')
    sky.addColorStop(1, '#4254c8')
    context.fillStyle = sky
    context.fillRect(0, 0, 320, 180)
    context.strokeStyle = `rgba(60, 224, 160, ${0.5 + 0.3 * Math.sin(time * 2)})`
    context.lineWidth = 18
    context.beginPath()
    for (let x = 0; x <= 320; x += 8) context.lineTo(x, 60 + 18 * Math.sin(x / 40 + time * 2))
    context.stroke()
    context.fillStyle = '#fff'
    context.beginPath()
    context.arc(20 + time * 70, 25 + time * 5, 2.5, 0, 2 * Math.PI)
    context.fill()
    context.fillStyle = '#161b33'
    context.beginPath()
    context.moveTo(0, 180)
    context.lineTo(0, 120)
    context.lineTo(90, 80)
    context.lineTo(170, 130)
    context.lineTo(250, 95)
    context.lineTo(320, 125)
    context.lineTo(320, 180)
    context.fill()
    context.fillStyle = '#4254c8'
    context.fillRect(0, 176, (320 * time) / (length / 1000), 4)
  }
  draw()
  recorder.start()
  await new Promise((resolve) => {
    const tick = () => {
      draw()
      if (performance.now() - started < length) requestAnimationFrame(tick)
      else resolve()
    }
    requestAnimationFrame(tick)
  })
  recorder.stop()
  await new Promise((resolve) => (recorder.onstop = resolve))
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
  return Array.from(bytes)
}

const captions = {
  en: [
    'Night falls over the fjord.',
    'The northern lights start to dance.',
    'A shooting star crosses the sky.'
  ],
  fr: [
    'La nuit tombe sur le fjord.',
    'Les aurores boréales se mettent à danser.',
    'Une étoile filante traverse le ciel.'
  ],
  de: [
    'Die Nacht bricht über dem Fjord herein.',
    'Die Nordlichter beginnen zu tanzen.',
    'Eine Sternschnuppe zieht über den Himmel.'
  ],
  pt: [
    'A noite cai sobre o fiorde.',
    'As auroras boreais começam a dançar.',
    'Uma estrela cadente cruza o céu.'
  ],
  ar: ['يحلّ الليل على المضيق.', 'يبدأ الشفق القطبي بالرقص.', 'شهاب يعبر السماء.']
}
const stamp = (second) => `00:00:${second.toFixed(3).padStart(6, '0')}`
const cue = seconds / 3

for (const [language, lines] of Object.entries(captions)) {
  const cues = lines.map((line, index) => `${stamp(index * cue)} --> ${stamp((index + 1) * cue)}\n${line}`)
  writeFileSync(path.join(out, `aurora.${language}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`)
}
writeFileSync(path.join(out, 'chime.wav'), chime())
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage()
const bytes = await page.evaluate(record, seconds * 1000)
await browser.close()
writeFileSync(path.join(out, 'aurora.webm'), Buffer.from(bytes))
