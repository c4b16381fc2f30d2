export { ControlPanelPage as Component } from '../../account/control-panel-page';
