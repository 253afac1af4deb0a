"""The one-sentence messages about the person's files (persist.files.message), declared
for the catalogues: Spanish here, other languages in hod_desktop/locale."""
from ..ui.i18n import declare

declare("persist.settings_broken",
        "Tus ajustes estaban dañados y se han restablecido; el archivo anterior se ha guardado "
        "como {path}")
declare("persist.stats_broken",
        "Las estadísticas estaban dañadas y empiezan de cero; el archivo anterior se ha guardado "
        "como {path}")
declare("persist.save_broken",
        "La partida guardada estaba dañada y no se puede continuar; el archivo anterior se ha "
        "guardado como {path}")
declare("persist.game_broken",
        "La partida guardada de {game} estaba dañada y no se puede continuar; el archivo "
        "anterior se ha guardado como {path}")
declare("persist.settings_dropped",
        "Algunos ajustes guardados no se podían usar y se han descartado ({names}); el resto se "
        "conserva.")
declare("persist.save_too_big",
        "La partida guardada ocupaba demasiado para ser de esta aplicación (más de 4 MB) y se ha "
        "apartado como {path}")
declare("persist.game_too_big",
        "La partida guardada de {game} ocupaba demasiado para ser de esta aplicación (más de 4 "
        "MB) y se ha apartado como {path}")
declare("persist.not_moved",
        "El archivo {path} no se puede usar y no se ha podido apartar (¿carpeta de solo "
        "lectura?): se ha dejado como estaba y no se usa")
declare("persist.save_is_folder",
        "En el sitio de una partida guardada había una carpeta; se ha apartado como {path}")
declare("persist.save_unreadable",
        "No se ha podido leer la partida guardada {path}; se deja como está")
declare("persist.newer",
        "Un archivo guardado es de una versión más nueva y se ha apartado como {path}")
declare("persist.unwritable",
        "No se puede escribir en la carpeta de datos ({path}): la partida, los ajustes y las "
        "estadísticas no se guardarán en esta sesión.")
