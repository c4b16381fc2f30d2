export { loader, CertificatesPage as Component } from '../../training/certificates-page';
