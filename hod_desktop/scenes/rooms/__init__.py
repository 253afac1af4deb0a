"""«Con amigos»: the app's room screens (issue 32). `home` (create, join by code, the LAN
list), `game_page` and `seats_page` (a room's game, options and seats), `lobby` (the code,
who has joined, «Empezar»), `session` (the room as its host's messages tell it) and
`netport` (the only door to hod_desktop/net, imported when these screens open: the menu
never loads the network code)."""
