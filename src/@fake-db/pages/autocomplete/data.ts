// Demo data: the auto-complete demo's 100 film titles, in the order of our own list of favourites
// (the position is the rank). Remove with the mock.

export const films: readonly string[] = [
  'Spirited Away', 'Seven Samurai', 'Casablanca', 'Parasite', 'The Godfather',
  'Vertigo', 'Tokyo Story', 'Singin\' in the Rain', 'Amélie', 'Rear Window',
  'The Seventh Seal', 'Cinema Paradiso', 'Pan\'s Labyrinth', 'Bicycle Thieves', 'Alien',
  'Chinatown', 'My Neighbor Totoro', 'Some Like It Hot', 'The Lives of Others', 'Jaws',
  'Rashomon', 'City Lights', 'Fargo', 'Persona', 'The Third Man',
  'Back to the Future', 'In the Mood for Love', 'Modern Times', 'Metropolis', 'The Apartment',
  'Ratatouille', 'North by Northwest', 'Paths of Glory', 'The Wizard of Oz', 'Amadeus',
  'Taxi Driver', 'Psycho', 'Raging Bull', 'Wild Strawberries', 'Lawrence of Arabia',
  'The Princess Bride', 'Whiplash', 'Up', 'Blade Runner', 'The Shining',
  'Goodfellas', 'La Strada', 'Roman Holiday', 'The Grand Budapest Hotel', 'Toy Story',
  'Princess Mononoke', 'Children of Men', 'Moonlight', 'Spotlight', 'Inside Out',
  'Arrival', 'Her', 'Heat', 'The Lion King', 'Apocalypse Now',
  'Do the Right Thing', 'Dr. Strangelove', 'Sunset Boulevard', 'All About Eve', 'Rebecca',
  'The Big Lebowski', 'Groundhog Day', 'Stand by Me', 'The Truman Show', 'Life of Pi',
  'Coco', 'WALL·E', 'Finding Nemo', 'Howl\'s Moving Castle', 'Kiki\'s Delivery Service',
  'Mad Max: Fury Road', 'Inception', 'Interstellar', 'The Matrix', 'Gravity',
  'Amarcord', 'The Sound of Music', 'Mary Poppins', 'West Side Story', 'La La Land',
  'Amour', 'The Intouchables', 'Cold War', 'Roma', 'Drive My Car',
  'Nomadland', 'Minari', 'Past Lives', 'Aftersun', 'Portrait of a Lady on Fire',
  'Paddington 2', 'Little Women', 'Lady Bird', 'Jojo Rabbit', 'The Farewell'
]
