"""The address a LAN room shows as its own is found without pointing a socket at any
other machine: only the network's broadcast (where discovery announces anyway), and a
UDP connect sends nothing."""
import socket

from hod_desktop.scenes.rooms.netport import NetPort


def test_the_lan_address_asks_no_other_machine(monkeypatch):
    targets = []
    real = socket.socket.connect

    def record(self, address):
        targets.append(address)
        return real(self, address)

    monkeypatch.setattr(socket.socket, "connect", record)
    address = NetPort(bind="0.0.0.0", announce=False).lan_address()
    assert all(host == "255.255.255.255" for host, _ in targets), targets
    socket.inet_aton(address)  # an IPv4 address, at worst loopback
    assert NetPort(bind="127.0.0.1", announce=False).lan_address() == "127.0.0.1"
