"""Many boxes, one incident (DESIGN §8d, docs/fleet.md): engines' brokers bridge chosen topics to the
command post's broker with mosquitto bridges; the command post keeps the incident picture and fans it
back out. mosquitto does the carrying and the queueing; nothing here relays messages itself.

    contract.json                 what crosses, in which direction, retained or not
    bridge_config.write_bridge_config(config, conf_dir, templates)   an engine's bridge stanza, or the
                                  command post's listener and ACL entries
    picture.IncidentPicture       the picture: apply(topic, payload) -> changed site; snapshot()
    watcher.PictureWatcher(config) subscribes at the command post, keeps the picture, fans it out
    engine.EngineOutputs          what an engine publishes beyond the box's own topics (detections with
                                  thumbnails, fronts, answers' audit ids, each alert's retained state)
"""
