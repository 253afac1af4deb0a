"""The Bandas table: a city board of five districts, secret moves and a step-by-step reveal."""
