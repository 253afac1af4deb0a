"""Rooms: playing a game with friends over the network (issue 32, docs/PROTOCOL.md).

Nothing here imports pygame: the standalone server (`hod_desktop.server`) runs this
package headless, and the app imports it only when «Con amigos» opens.
"""
